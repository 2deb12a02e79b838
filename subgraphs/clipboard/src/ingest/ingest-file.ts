import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { CapturePipeline } from '../capture/capture-pipeline.js';
import type { CaptureResult } from '../capture/capture.types.js';
import { ExtractionError, imageText, pdfText } from './extractors.js';
import { fileKind } from './file-kinds.js';
import { looksBinary } from './text-files.js';

export interface IngestFileOptions {
  maxBytes: number;
  tags: string[];
  allowPdf: boolean;
  allowImages: boolean;
}

export type IngestSkipReason = 'binary' | 'unreadable' | ExtractionError['reason'];
export type FileOutcome = CaptureResult | { status: 'skipped'; reason: IngestSkipReason; detail?: string };

const ENABLE_HINT = {
  pdf: 'mfm config --set allow_pdf true (or --allow-pdf)',
  image: 'mfm config --set allow_images true (or --allow-images)',
};

async function textOf(path: string, options: IngestFileOptions): Promise<string | FileOutcome> {
  const kind = fileKind(path);
  if (kind === 'pdf') {
    if (!options.allowPdf)
      return {
        status: 'skipped',
        reason: 'pdf-disabled',
        detail: `PDF ingestion is off; enable it with ${ENABLE_HINT.pdf}`,
      };
    return pdfText(path);
  }
  if (kind === 'image') {
    if (!options.allowImages)
      return {
        status: 'skipped',
        reason: 'images-disabled',
        detail: `image OCR is off; enable it with ${ENABLE_HINT.image}`,
      };
    return imageText(path);
  }
  // Checked before reading so a huge file is never loaded just to be refused (PDF and image sizes say
  // nothing about their text, so for them max_bytes applies to the extracted text in the pipeline).
  const size = statSync(path).size;
  if (size > options.maxBytes)
    return {
      status: 'skipped',
      reason: 'too-large',
      detail: `${size} bytes > max_bytes ${options.maxBytes}`,
    };
  if (looksBinary(path)) return { status: 'skipped', reason: 'binary' };
  return readFileSync(path, 'utf8');
}

/** One file through the capture pipeline as app "inbox" with the file name as window title and title. */
export async function ingestFile(
  pipeline: CapturePipeline,
  path: string,
  options: IngestFileOptions,
): Promise<FileOutcome> {
  try {
    const text = await textOf(path, options);
    if (typeof text !== 'string') return text;
    const name = basename(path);
    return await pipeline.capture({
      text,
      app: 'inbox',
      windowTitle: name,
      title: name,
      filePath: path,
      tags: options.tags,
      source: 'file',
    });
  } catch (error) {
    if (error instanceof ExtractionError)
      return { status: 'skipped', reason: error.reason, detail: error.message };
    return { status: 'skipped', reason: 'unreadable', detail: (error as Error).message };
  }
}
