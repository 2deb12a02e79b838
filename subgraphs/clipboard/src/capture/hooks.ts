import { spawn } from 'node:child_process';

export type HookResult = { ok: true; output: string } | { ok: false; error: string };

export interface HookOptions {
  timeoutMs: number;
  env?: Record<string, string>;
}

const MAX_OUTPUT_BYTES = 64 * 1024;

/**
 * Runs a user command through the shell with the clip on stdin. Never rejects: a hook that fails,
 * hangs or is missing must not cost the user the clip, so every outcome comes back as a value.
 */
export function runHook(command: string, input: string, options: HookOptions): Promise<HookResult> {
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', command], {
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      // Own process group, so a timeout also stops whatever the shell started.
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let settled = false;
    const finish = (result: HookResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      finish({ ok: false, error: `timed out after ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_OUTPUT_BYTES) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 2048) stderr += chunk;
    });
    child.on('error', (error) => finish({ ok: false, error: error.message }));
    child.on('close', (code, signal) => {
      if (code === 0) finish({ ok: true, output: stdout.trim() });
      else finish({ ok: false, error: `exited with ${signal ?? code}${stderr.trim() ? `: ${stderr.trim().slice(0, 200)}` : ''}` });
    });
    // A hook that does not read stdin closes the pipe early; that is not a failure of the hook.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** Turns auto_tag_cmd output into tag names: comma or whitespace separated, lower-cased, unique. */
export function parseTagOutput(output: string): string[] {
  const tags = output
    .split(/[,\s]+/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.length > 0 && t.length <= 64);
  return [...new Set(tags)].slice(0, 20);
}

/** First non-empty line, shortened to 120 characters: used for titles from content or from a summary hook. */
export function firstLineTitle(text: string): string {
  const line = text.split('\n').find((l) => l.trim().length > 0)?.trim() ?? '';
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
