import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect, afterAll } from '@jest/globals';
import type { Logger } from '@platform/observability';
import { superviseAnalysisService } from './analysis-supervisor.js';

/** A logger that keeps every message, so the test can wait for one. */
function recordingLogger() {
  const lines: Array<{ msg: string; fields: Record<string, unknown> }> = [];
  const record = (fields: Record<string, unknown>, msg: string) => void lines.push({ msg, fields });
  return { lines, logger: { info: record, warn: record, error: record } as unknown as Logger };
}

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('not seen in time');
}

describe('the analysis supervisor', () => {
  // A stand-in child: idles until a signal ends it, as the analysis service does.
  const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
  const entry = join(dir, 'idle.mjs');
  writeFileSync(
    entry,
    "setInterval(() => {}, 1000); process.on('SIGINT', () => process.exit(0)); process.on('SIGTERM', () => process.exit(0));\n",
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('restarts a child that dies while the process runs', async () => {
    const { lines, logger } = recordingLogger();
    const stopping = new AbortController();
    const supervisor = superviseAnalysisService(new URL('http://127.0.0.1:9'), 'silent', logger, {
      stopping: stopping.signal,
      entry,
    });
    const first = await waitFor(() => lines.find((line) => line.msg === 'analysis service started'));
    process.kill(first.fields.pid as number, 'SIGKILL');
    await waitFor(() => lines.find((line) => line.msg === 'analysis service exited; restarting'));
    await waitFor(() =>
      lines.filter((line) => line.msg === 'analysis service started').length === 2 ? true : undefined,
    );
    stopping.abort();
    await supervisor.stop();
  });

  it('does not restart a child that exits once shutdown has begun (Ctrl-C reaches the whole process group)', async () => {
    const { lines, logger } = recordingLogger();
    const stopping = new AbortController();
    const supervisor = superviseAnalysisService(new URL('http://127.0.0.1:9'), 'silent', logger, {
      stopping: stopping.signal,
      entry,
    });
    const started = await waitFor(() => lines.find((line) => line.msg === 'analysis service started'));
    // The shutdown's first moment: lifecycle.ts aborts `stopping` before any step, then the
    // terminal's SIGINT ends the child on its own, before the supervisor's stop() step is reached.
    stopping.abort();
    process.kill(started.fields.pid as number, 'SIGINT');
    await waitFor(() =>
      lines.find((line) => line.msg === 'analysis service exited during shutdown; not restarted'),
    );
    expect(lines.some((line) => line.msg === 'analysis service exited; restarting')).toBe(false);
    expect(lines.filter((line) => line.msg === 'analysis service started')).toHaveLength(1);
    await supervisor.stop();
  });
});
