import { runProgram } from '../system/run-program.js';

export type HookResult = { ok: true; output: string } | { ok: false; error: string };

export interface HookOptions {
  timeoutMs: number;
  env?: Record<string, string>;
}

/**
 * Runs a user command through the shell with the clip on stdin. Never rejects: a hook that fails,
 * hangs or is missing must not cost the user the clip, so every outcome comes back as a value.
 * The shell gets a process group of its own, so a timeout also stops whatever the command started.
 */
export async function runHook(command: string, input: string, options: HookOptions): Promise<HookResult> {
  const result = await runProgram('/bin/sh', ['-c', command], {
    timeoutMs: options.timeoutMs,
    input,
    env: { ...process.env, ...options.env },
    maxBytes: 64 * 1024,
    label: 'the command',
    processGroup: true,
  });
  return result.ok ? { ok: true, output: result.stdout.trim() } : { ok: false, error: result.error };
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
  const line =
    text
      .split('\n')
      .find((l) => l.trim().length > 0)
      ?.trim() ?? '';
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
