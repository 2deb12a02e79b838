import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { CapturePipeline } from '../../capture/capture-pipeline.js';
import type { CaptureResult } from '../../capture/capture.types.js';
import { expandHome } from '../../config/environment.js';
import { NotFoundError, UsageError } from '../../errors.js';
import { chunkTranscript, formatClock, parseTranscript } from '../../ingest/transcript.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine, warn } from '../output.js';
import { describeResult } from './capture.command.js';

interface TranscriptOptions {
  path?: string;
  tag?: string[];
  chunkMinutes?: number;
  maxBytes?: number;
  allowSecrets?: boolean;
  json?: boolean;
}

/**
 * A meeting transcript as clips tagged `transcript`: .srt/.vtt lose their cue numbers and timestamps,
 * other text is taken as is. One clip by default; --chunk-minutes N stores one clip per N minutes.
 */
export async function run([positional]: [string | undefined], options: TranscriptOptions): Promise<void> {
  const path = resolve(expandHome(oneOf('a transcript path (--path)', positional, options.path, true)));
  if (!existsSync(path)) throw new NotFoundError(`transcript ${path}`);
  const source = readFileSync(path, 'utf8');
  const segments = parseTranscript(source);
  const subtitled = segments.length > 0;
  if (!subtitled && options.chunkMinutes)
    throw new UsageError('--chunk-minutes needs timestamps: give an .srt or .vtt file');
  const chunks = subtitled
    ? chunkTranscript(segments, (options.chunkMinutes ?? 0) * 60)
    : [{ start: 0, text: source.trim() }];
  const name = basename(path);
  const tags = ['transcript', ...(options.tag ?? [])];
  await withStore(async ({ db }) => {
    const pipeline = new CapturePipeline(db, {
      maxBytes: options.maxBytes,
      allowSecrets: options.allowSecrets,
      log: warn,
    });
    const results: Array<CaptureResult & { start: string }> = [];
    for (const chunk of chunks) {
      const title = chunks.length > 1 ? `${name} @ ${formatClock(chunk.start)}` : name;
      const result = await pipeline.capture({
        text: chunk.text,
        app: 'transcript',
        windowTitle: name,
        title,
        filePath: path,
        tags,
        source: 'file',
      });
      results.push({ ...result, start: formatClock(chunk.start) });
    }
    const saved = results.filter((r) => r.status === 'saved').length;
    if (options.json)
      return printJson({ path, segments: segments.length, clips: results.length, saved, results });
    if (results.length === 1) return printLine(`${path}: ${describeResult(results[0])}`);
    printLine(`${path}: ${results.length} chunks, ${saved} saved`);
    for (const r of results) if (r.status !== 'saved') printLine(`  ${r.start}: ${describeResult(r)}`);
  });
}
