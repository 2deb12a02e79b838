import type { Db } from '../store/database.js';
import type { ClipRow } from '../store/clip.types.js';
import { NotesRepository, type ClipNote } from '../store/notes.repository.js';
import { TagsRepository } from '../store/tags.repository.js';
import { preview, printLines, warn } from './output.js';

/** A clip in JSON: the existing tool's field names, so its scripts keep reading our output. */
export interface ClipRecord {
  id: number;
  created_at: string;
  source_app: string | null;
  window_title: string | null;
  title: string | null;
  content: string;
  pinned: boolean;
  lang: string | null;
  file_path: string | null;
  tags: string[];
  notes: ClipNote[];
  score?: number;
}

export function toRecords(db: Db, rows: ClipRow[], scores?: Map<number, number>): ClipRecord[] {
  const ids = rows.map((r) => r.id);
  const tags = new TagsRepository(db).forClips(ids);
  const notes = new NotesRepository(db).forClips(ids);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at,
    source_app: row.source_app,
    window_title: row.window_title,
    title: row.title,
    content: row.content,
    pinned: row.pinned === 1,
    lang: row.lang,
    file_path: row.file_path,
    tags: tags.get(row.id) ?? [],
    notes: notes.get(row.id) ?? [],
    ...(scores?.has(row.id) ? { score: Number(scores.get(row.id)!.toFixed(4)) } : {}),
  }));
}

/** One line per clip: `*#12  2024-05-01 10:22  [Slack]  preview  tags=a,b` (`*` marks a pinned clip). */
export function clipLine(record: ClipRecord): string {
  const when = record.created_at.replace('T', ' ').slice(0, 16);
  const parts = [`${record.pinned ? '*' : ' '}#${record.id}`, when, `[${record.source_app ?? 'unknown'}]`];
  if (record.score !== undefined) parts.push(`score=${record.score.toFixed(3)}`);
  parts.push(preview(record.content));
  if (record.tags.length) parts.push(`tags=${record.tags.join(',')}`);
  return parts.join('  ');
}

/**
 * The lines of a list of matches; when nothing matched, says so on stderr (a search that prints
 * nothing looks like one that did not run), leaving stdout empty for pipes.
 */
export function printMatches(records: ClipRecord[]): void {
  if (records.length) printLines(records.map(clipLine));
  else warn('no matches');
}
