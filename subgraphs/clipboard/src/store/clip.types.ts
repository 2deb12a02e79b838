/** A clips row as stored (column names are the existing tool's). */
export interface ClipRow {
  id: number;
  created_at: string;
  source_app: string | null;
  window_title: string | null;
  content: string;
  hash: string;
  pinned: number;
  title: string | null;
  lang: string | null;
  file_path: string | null;
}

export interface NewClip {
  content: string;
  hash: string;
  createdAt: string;
  sourceApp: string | null;
  windowTitle: string | null;
  title: string | null;
  filePath?: string | null;
  lang?: string | null;
  pinned?: boolean;
}

/** Filters shared by recent, search, semantic search, export and purge. */
export interface ClipFilter {
  app?: string;
  tag?: string;
  /** ISO-8601 UTC bounds, inclusive. */
  since?: string;
  until?: string;
  pinsOnly?: boolean;
}

export const CLIP_COLUMNS =
  'c.id, c.created_at, c.source_app, c.window_title, c.content, c.hash, c.pinned, c.title, c.lang, c.file_path';
