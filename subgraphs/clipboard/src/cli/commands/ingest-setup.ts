import { CapturePipeline } from '../../capture/capture-pipeline.js';
import type { IngestFileOptions } from '../../ingest/ingest-file.js';
import type { Db } from '../../store/database.js';
import { warn } from '../output.js';

/** The flags ingest-file and watch-inbox share (register-capture's `ingestFlags`). */
export interface IngestFlags {
  tag?: string[];
  maxBytes?: number;
  allowSecrets?: boolean;
  allowPdf?: boolean;
  allowImages?: boolean;
  json?: boolean;
}

/**
 * The capture pipeline and per-file options of an ingest run: --max-bytes over max_bytes, and
 * --allow-pdf/--allow-images turn a kind on for this run even when the setting is off (never off).
 */
export function ingestSetup(
  db: Db,
  flags: IngestFlags,
): { pipeline: CapturePipeline; fileOptions: IngestFileOptions } {
  // The pipeline has just read the settings (and applies max_bytes itself when --max-bytes is not given).
  const pipeline = new CapturePipeline(db, {
    maxBytes: flags.maxBytes,
    allowSecrets: flags.allowSecrets,
    log: warn,
  });
  const { settings } = pipeline.current();
  const maxBytes = flags.maxBytes ?? settings.max_bytes;
  return {
    pipeline,
    fileOptions: {
      maxBytes,
      tags: flags.tag ?? [],
      allowPdf: Boolean(flags.allowPdf || settings.allow_pdf),
      allowImages: Boolean(flags.allowImages || settings.allow_images),
    },
  };
}
