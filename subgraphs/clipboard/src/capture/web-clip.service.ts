import type { Db } from '../store/database.js';
import { CapturePipeline } from './capture-pipeline.js';
import type { CaptureResult } from './capture.types.js';
import { htmlToText } from './html-text.js';

/** A page selection sent by a browser (the dropper bookmarklet or extension, or ingest_url). */
export interface WebClipInput {
  url?: string | null;
  title?: string | null;
  selection?: string | null;
  /** Used when the selection is empty: its text becomes the clip. */
  html?: string | null;
  /** Source application recorded on the clip; defaults to "browser". */
  app?: string | null;
}

export type WebClipResult =
  | { stored: true; status: 'saved' | 'repeat'; id: number; evicted: number }
  | { stored: false; status: 'skipped'; reason: string; detail?: string };

/**
 * Stores what a browser sent through the same capture pipeline watch uses (max_bytes, secrets,
 * blocklist, caps, hooks). Never fetches the URL: the server makes no outbound request on a client's
 * behalf, so there is nothing to aim at internal addresses (no SSRF surface). The legacy schema has no
 * url column: the page URL is kept as the clip's origin in file_path, the page title as its title and
 * window title.
 */
export async function storeWebClip(
  db: Db,
  input: WebClipInput,
  pipeline = new CapturePipeline(db),
): Promise<WebClipResult> {
  const selection = input.selection?.trim() ? input.selection : '';
  const title = input.title?.trim() || null;
  const url = input.url?.trim() || null;
  // Nothing selected: the page itself is the clip (title and URL), as a bookmark would be.
  const text =
    selection || (input.html ? htmlToText(input.html) : '') || [title, url].filter(Boolean).join('\n');
  // `file` source: an explicit request, so pause and "same as last clipboard content" do not apply.
  const result: CaptureResult = await pipeline.capture({
    text,
    app: input.app?.trim() || 'browser',
    windowTitle: title,
    title,
    filePath: url,
    source: 'file',
  });
  if (result.status === 'skipped')
    return {
      stored: false,
      status: 'skipped',
      reason: result.reason,
      ...(result.detail ? { detail: result.detail } : {}),
    };
  return {
    stored: true,
    status: result.status,
    id: result.id,
    evicted: result.status === 'saved' ? result.evicted : 0,
  };
}
