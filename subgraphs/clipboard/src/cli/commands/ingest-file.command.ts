import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { CaptureResult } from '../../capture/capture.types.js';
import { expandHome } from '../../config/environment.js';
import { MfmError, NotFoundError } from '../../errors.js';
import { acceptedKinds } from '../../ingest/file-kinds.js';
import { ingestFile, type FileOutcome } from '../../ingest/ingest-file.js';
import { listTextFiles } from '../../ingest/text-files.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine } from '../output.js';
import { createProgress } from '../progress.js';
import { describeResult } from './capture.command.js';
import { ingestSetup, type IngestFlags } from './ingest-setup.js';

interface IngestOptions extends IngestFlags {
  path?: string;
}

type FileResult = FileOutcome & { path: string };

// For a single file these are the user's explicit request failing, so they are errors, not a quiet skip.
const FATAL_FOR_ONE_FILE = new Set(['pdf-disabled', 'images-disabled', 'tool-missing', 'extraction-failed']);

/** Text and code files; PDFs (pdftotext) when allow_pdf is on; images (tesseract OCR) when allow_images is on. */
export async function run([positional]: [string | undefined], options: IngestOptions): Promise<void> {
  const target = resolve(expandHome(oneOf('a file or folder path (--path)', positional, options.path, true)));
  if (!existsSync(target)) throw new NotFoundError(`path ${target}`);
  await withStore(async ({ db }) => {
    const { pipeline, fileOptions } = ingestSetup(db, options);
    const files = listTextFiles(
      target,
      acceptedKinds({ pdf: fileOptions.allowPdf, images: fileOptions.allowImages }),
    );
    const progress = await createProgress(files.length, 'files');
    const results: FileResult[] = [];
    for (const path of files) {
      results.push({ path, ...(await ingestFile(pipeline, path, fileOptions)) });
      progress.tick(basename(path));
    }
    progress.stop();
    const single = files.length === 1 && target === files[0];
    const only = results[0];
    if (single && only.status === 'skipped' && FATAL_FOR_ONE_FILE.has(only.reason))
      throw new MfmError(only.detail ?? only.reason, 'INGEST', 1);
    report(results, single, options.json);
  });
}

function describe(result: FileResult): string {
  return describeResult(result as CaptureResult);
}

function report(results: FileResult[], singleFile: boolean, json?: boolean): void {
  const count = (status: string) => results.filter((r) => r.status === status).length;
  const summary = {
    files: results.length,
    saved: count('saved'),
    repeat: count('repeat'),
    skipped: count('skipped'),
  };
  if (json) return printJson({ ...summary, results });
  if (singleFile) return printLine(`${results[0].path}: ${describe(results[0])}`);
  printLine(
    `ingested ${summary.files} files: ${summary.saved} saved, ${summary.repeat} repeats, ${summary.skipped} skipped`,
  );
  for (const r of results) if (r.status === 'skipped') printLine(`  ${r.path}: ${describe(r)}`);
}
