import { spawn } from 'node:child_process';

export type ProgramResult =
  | { ok: true; stdout: string }
  | { ok: false; error: string; /** The program is not installed (ENOENT). */ missing: boolean };

export interface ProgramOptions {
  timeoutMs: number;
  input?: string;
  /** Output beyond this is dropped; a runaway tool must not fill memory. */
  maxBytes?: number;
  env?: NodeJS.ProcessEnv;
  /** How error messages name the program (default: the file). */
  label?: string;
  /**
   * Run in a process group of its own and stop the whole group on timeout: for a shell running a user's
   * command, whose children would otherwise outlive the timeout. Off for plain tools, which then still
   * get a terminal's Ctrl+C along with mfm.
   */
  processGroup?: boolean;
}

/**
 * Runs a system tool (xdotool, pdftotext, tesseract, ...) or a user's hook without a shell of its own
 * choosing, and never rejects: callers decide whether a failure is fatal (ingest, helpers), logged
 * (capture hooks) or just means "unknown" (frontmost-window lookup).
 */
export function runProgram(file: string, args: string[], options: ProgramOptions): Promise<ProgramResult> {
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const label = options.label ?? file;
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: options.env ?? process.env,
      detached: options.processGroup ?? false,
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let settled = false;
    const stop = () => {
      if (options.processGroup && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
          return;
        } catch {
          // the group is already gone: fall back to the child itself
        }
      }
      child.kill('SIGKILL');
    };
    const finish = (result: ProgramResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      stop();
      finish({ ok: false, error: `${label} timed out after ${options.timeoutMs} ms`, missing: false });
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (outBytes < maxBytes) out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 2048) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        error: error.code === 'ENOENT' ? `${label} is not installed` : error.message,
        missing: error.code === 'ENOENT',
      }),
    );
    child.on('close', (code, signal) => {
      if (code === 0) finish({ ok: true, stdout: Buffer.concat(out).toString('utf8') });
      else
        finish({
          ok: false,
          error: `${label} exited with ${signal ?? code}${stderr.trim() ? `: ${stderr.trim().slice(0, 300)}` : ''}`,
          missing: false,
        });
    });
    child.stdin.on('error', () => undefined); // a tool that ignores stdin closes it early
    child.stdin.end(options.input ?? '');
  });
}
