import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { CapturePipeline } from '../../capture/capture-pipeline.js';
import type { CaptureResult } from '../../capture/capture.types.js';
import { expandHome } from '../../config/environment.js';
import { getSetting } from '../../config/settings.js';
import { NotFoundError } from '../../errors.js';
import { listTextFiles, looksBinary } from '../../ingest/text-files.js';
import { SettingsRepository } from '../../store/settings.repository.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine, warn } from '../output.js';
import { createProgress } from '../progress.js';
import { describeResult } from './capture.command.js';

interface IngestOptions {
  path?: string;
  tag?: string[];
  maxBytes?: number;
  allowSecrets?: boolean;
  json?: boolean;
}

type FileOutcome = CaptureResult | { status: 'skipped'; reason: 'binary' | 'unreadable'; detail?: string };
type FileResult = FileOutcome & { path: string };

/** Files come in as app "inbox" with the file name as window title and title, like the existing tool. */
export async function run([positional]: [string | undefined], options: IngestOptions): Promise<void> {
  const target = resolve(expandHome(oneOf('a file or folder path (--path)', positional, options.path, true)));
  if (!existsSync(target)) throw new NotFoundError(`path ${target}`);
  const files = listTextFiles(target);
  await withStore(async ({ db }) => {
    const maxBytes = options.maxBytes ?? getSetting(new SettingsRepository(db), 'max_bytes');
    const pipeline = new CapturePipeline(db, { maxBytes, allowSecrets: options.allowSecrets, log: warn });
    const progress = await createProgress(files.length, 'files');
    const results: FileResult[] = [];
    for (const path of files) {
      results.push({ path, ...(await ingestOne(pipeline, path, maxBytes, options.tag ?? [])) });
      progress.tick(basename(path));
    }
    progress.stop();
    report(results, files.length === 1 && target === files[0], options.json);
  });
}

async function ingestOne(pipeline: CapturePipeline, path: string, maxBytes: number, tags: string[]): Promise<FileOutcome> {
  try {
    const size = statSync(path).size;
    // Checked before reading so a huge file is never loaded just to be refused.
    if (size > maxBytes) return { status: 'skipped', reason: 'too-large', detail: `${size} bytes > max_bytes ${maxBytes}` };
    if (looksBinary(path)) return { status: 'skipped', reason: 'binary' };
    const text = readFileSync(path, 'utf8');
    const name = basename(path);
    return await pipeline.capture({ text, app: 'inbox', windowTitle: name, title: name, filePath: path, tags, source: 'file' });
  } catch (error) {
    return { status: 'skipped', reason: 'unreadable', detail: (error as Error).message };
  }
}

function report(results: FileResult[], singleFile: boolean, json?: boolean): void {
  const count = (status: string) => results.filter((r) => r.status === status).length;
  const summary = { files: results.length, saved: count('saved'), repeat: count('repeat'), skipped: count('skipped') };
  if (json) return printJson({ ...summary, results });
  if (singleFile) return printLine(`${results[0].path}: ${describeResult(results[0] as CaptureResult)}`);
  printLine(`ingested ${summary.files} files: ${summary.saved} saved, ${summary.repeat} repeats, ${summary.skipped} skipped`);
  for (const r of results) if (r.status === 'skipped') printLine(`  ${r.path}: ${describeResult(r as CaptureResult)}`);
}
