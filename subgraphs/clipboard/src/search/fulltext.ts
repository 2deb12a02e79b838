import type { Db } from '../store/database.js';
import { CLIP_COLUMNS, type ClipFilter, type ClipRow } from '../store/clip.types.js';
import { filterClauses } from '../store/clip-filter.js';
import { cachedStatement } from '../store/statement-cache.js';

export interface FulltextResult {
  rows: ClipRow[];
  /** The FTS5 expression that ran: the user's own, or their text as one quoted phrase. */
  query: string;
  fallback: boolean;
}

/** The whole input as one FTS5 phrase: always valid syntax, matches the words in order. */
export function toPhraseQuery(input: string): string {
  return `"${input.replace(/"/g, '""')}"`;
}

function isFtsSyntaxError(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === 'SQLITE_ERROR' &&
    /fts5|syntax|no such column|unterminated|unknown special query/i.test((error as Error).message)
  );
}

/**
 * FTS5 MATCH with its own syntax (AND/OR/NOT, "phrases", prefix*, NEAR). Input that is not valid FTS5
 * (say `c++`, `foo:bar`, an unbalanced quote) is retried as a quoted phrase rather than shown as an error.
 * Newest first: FTS5 walks its rowids backwards and stops at the limit, which keeps a query at a
 * couple of milliseconds on a large store; ranking by bm25 would score every match.
 */
export function searchFulltext(db: Db, input: string, filter: ClipFilter, limit: number): FulltextResult {
  const query = input.trim();
  if (!query) return { rows: [], query, fallback: false };
  const { clauses, params } = filterClauses(filter);
  const where = ['clips_fts MATCH ?', ...clauses].join(' AND ');
  const sql = `SELECT ${CLIP_COLUMNS} FROM clips_fts f JOIN clips c ON c.id = f.rowid WHERE ${where} ORDER BY f.rowid DESC LIMIT ?`;
  const statement = cachedStatement(db, sql);
  try {
    return { rows: statement.all(query, ...params, limit) as ClipRow[], query, fallback: false };
  } catch (error) {
    if (!isFtsSyntaxError(error)) throw error;
    const phrase = toPhraseQuery(query);
    return { rows: statement.all(phrase, ...params, limit) as ClipRow[], query: phrase, fallback: true };
  }
}
