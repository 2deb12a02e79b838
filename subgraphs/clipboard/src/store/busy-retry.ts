/** How long a command waits for another mfm process before giving up; the same as the busy timeout. */
export const BUSY_WAIT_MS = 5000;

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_RECOVERY, SQLITE_BUSY_SNAPSHOT, ...). */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

const pauseCell = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `attempt` again while it fails with SQLITE_BUSY, for up to `waitMs`. SQLite's busy handler
 * covers ordinary lock waits, but in WAL mode a few moments return SQLITE_BUSY at once without
 * calling it: another process closing the last connection (it cleans up the WAL under an exclusive
 * lock), recovery after a crash, two processes turning a new file to WAL together. Short-lived
 * commands (`mfm recent` every few seconds from a script) beside `mfm watch` meet them. The wait is
 * synchronous, like better-sqlite3's own busy wait: opening a database is synchronous.
 */
export function retryWhileBusy<T>(attempt: () => T, waitMs = BUSY_WAIT_MS): T {
  const deadline = Date.now() + waitMs;
  for (let pauseMs = 5; ; pauseMs = Math.min(pauseMs * 2, 100)) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pauseMs > deadline) throw error;
      Atomics.wait(pauseCell, 0, 0, pauseMs);
    }
  }
}
