import { mkdirSync, renameSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CapturePipeline } from '../capture/capture-pipeline.js';
import { acceptedKinds } from './file-kinds.js';
import type { InboxMemory } from './inbox-memory.js';
import { ingestFile, type FileOutcome, type IngestFileOptions } from './ingest-file.js';
import { listTextFiles } from './text-files.js';

export interface InboxOptions extends IngestFileOptions {
  /** Move each processed file here instead of remembering it (the folder is created when needed). */
  moveTo?: string;
  /** Files modified more recently than this are left for the next scan: they may still be being written. */
  settleMs: number;
}

export type InboxResult = FileOutcome & { path: string; movedTo?: string };

function signature(path: string): { key: string; mtimeMs: number } {
  const stat = statSync(path);
  return { key: `${stat.size}:${Math.trunc(stat.mtimeMs)}`, mtimeMs: stat.mtimeMs };
}

/** A destination name that does not overwrite an earlier file of the same name. */
function freeName(dir: string, name: string): string {
  let candidate = join(dir, name);
  for (let n = 1; exists(candidate); n++) candidate = join(dir, `${n}-${name}`);
  return candidate;
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** One pass over the inbox: every new or changed file goes through the capture pipeline once. */
export async function scanInbox(
  pipeline: CapturePipeline,
  dir: string,
  memory: InboxMemory,
  options: InboxOptions,
): Promise<InboxResult[]> {
  mkdirSync(dir, { recursive: true });
  const accept = acceptedKinds({ pdf: options.allowPdf, images: options.allowImages });
  // The move target may sit inside the inbox; its files are already processed.
  const files = listTextFiles(dir, accept).filter(
    (f) => !options.moveTo || !f.startsWith(`${options.moveTo}/`),
  );
  const results: InboxResult[] = [];
  const now = Date.now();
  for (const path of files) {
    let sig: { key: string; mtimeMs: number };
    try {
      sig = signature(path);
    } catch {
      continue; // removed between listing and now
    }
    if (memory.seen(path, sig.key) || now - sig.mtimeMs < options.settleMs) continue;
    const outcome = await ingestFile(pipeline, path, options);
    const result: InboxResult = { path, ...outcome };
    if (options.moveTo) {
      mkdirSync(options.moveTo, { recursive: true });
      result.movedTo = freeName(options.moveTo, basename(path));
      renameSync(path, result.movedTo);
    } else {
      memory.remember(path, sig.key);
    }
    results.push(result);
  }
  if (!options.moveTo) memory.keepOnly(new Set(files));
  memory.save();
  return results;
}
