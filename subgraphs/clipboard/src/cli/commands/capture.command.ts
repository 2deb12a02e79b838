import { createInterface } from 'node:readline';
import { CapturePipeline } from '../../capture/capture-pipeline.js';
import type { CaptureInput, CaptureResult } from '../../capture/capture.types.js';
import { UsageError } from '../../errors.js';
import { withStore } from '../command-context.js';
import { printJson, printLine, warn } from '../output.js';

interface CaptureOptions {
  app?: string;
  windowTitle?: string;
  title?: string;
  tag?: string[];
  cap?: number;
  ndjson?: boolean;
  json?: boolean;
}

export function describeResult(result: CaptureResult): string {
  if (result.status === 'saved')
    return `saved #${result.id}${result.evicted ? ` (evicted ${result.evicted})` : ''}`;
  if (result.status === 'repeat') return `repeat of #${result.id} (sighting logged)`;
  return `skipped: ${result.reason}${result.detail ? ` (${result.detail})` : ''}`;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** One JSON object per line, so a benchmark can push thousands of clips through one process. */
async function captureLines(pipeline: CapturePipeline, options: CaptureOptions): Promise<void> {
  const counts: Record<string, number> = { saved: 0, repeat: 0, skipped: 0 };
  const reasons: Record<string, number> = {};
  let line = 0;
  for await (const text of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    line += 1;
    if (!text.trim()) continue;
    let item: { text?: unknown; app?: unknown; window_title?: unknown };
    try {
      item = JSON.parse(text) as typeof item;
    } catch {
      throw new UsageError(`stdin line ${line} is not JSON`);
    }
    if (typeof item.text !== 'string') throw new UsageError(`stdin line ${line} has no "text" string`);
    const result = await pipeline.capture({
      text: item.text,
      app: typeof item.app === 'string' ? item.app : options.app,
      windowTitle: typeof item.window_title === 'string' ? item.window_title : options.windowTitle,
      tags: options.tag,
    });
    counts[result.status] += 1;
    if (result.status === 'skipped') reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
  }
  if (options.json) printJson({ ...counts, skipped_by_reason: reasons });
  else printLine(`saved ${counts.saved}, repeats ${counts.repeat}, skipped ${counts.skipped}`);
}

export async function run(_args: unknown[], options: CaptureOptions): Promise<void> {
  await withStore(async ({ db }) => {
    const pipeline = new CapturePipeline(db, { cap: options.cap, log: warn });
    if (options.ndjson) return captureLines(pipeline, options);
    const input: CaptureInput = {
      text: await readStdin(),
      app: options.app,
      windowTitle: options.windowTitle,
      title: options.title,
      tags: options.tag,
    };
    const result = await pipeline.capture(input);
    if (options.json) printJson(result);
    else printLine(describeResult(result));
  });
}
