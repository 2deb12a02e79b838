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
}

/**
 * Runs a system tool (xdotool, pdftotext, tesseract, ...) without a shell and never rejects: callers
 * decide whether a failure is fatal (ingest) or just means "unknown" (frontmost-window lookup).
 */
export function runProgram(file: string, args: string[], options: ProgramOptions): Promise<ProgramResult> {
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'pipe'], env: options.env ?? process.env });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let settled = false;
    const finish = (result: ProgramResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish({ ok: false, error: `${file} timed out after ${options.timeoutMs} ms`, missing: false });
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (outBytes < maxBytes) out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 2048) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      finish({ ok: false, error: error.code === 'ENOENT' ? `${file} is not installed` : error.message, missing: error.code === 'ENOENT' }),
    );
    child.on('close', (code, signal) => {
      if (code === 0) finish({ ok: true, stdout: Buffer.concat(out).toString('utf8') });
      else finish({ ok: false, error: `${file} exited with ${signal ?? code}${stderr.trim() ? `: ${stderr.trim().slice(0, 300)}` : ''}`, missing: false });
    });
    child.stdin.on('error', () => undefined); // a tool that ignores stdin closes it early
    child.stdin.end(options.input ?? '');
  });
}
