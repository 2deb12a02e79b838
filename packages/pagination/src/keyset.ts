import { createHash } from 'node:crypto';
import { BadInput } from '@platform/errors';

/**
 * Keyset ("seek") pagination for list endpoints: `{items, nextCursor, hasMore}` with an opaque
 * cursor and a `limit`. A page is the rows strictly after the last row of the previous page in a
 * total order (the last sort column is unique), so walking a list never repeats or skips a row,
 * however many rows are added meanwhile: an added row sorts either before the cursor (not part of
 * the rest of the walk) or after it (met once, in order).
 */

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/** A page as services return it; the cards API writes it as `{items, next_cursor, has_more}`. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** One value of a sort key, as it travels in a cursor (dates as ISO strings). */
export type KeyValue = string | number;

/** One column of a sort order: its SQL expression, its direction and the type its cursor value is cast to. */
export interface KeyColumn {
  sql: string;
  direction: 'asc' | 'desc';
  cast?: 'text' | 'uuid' | 'timestamptz' | 'float8' | 'int8';
}

export interface PageRequest {
  cursor?: string | null;
  limit?: number | null;
}

/** The page size asked for: default 20, a whole number from 1 to 100 (else 400). */
export function pageLimit(limit?: number | null): number {
  if (limit === undefined || limit === null) return DEFAULT_PAGE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw new BadInput(`limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`, {
      reason: 'invalid_limit',
    });
  }
  return limit;
}

const scopeTag = (scope: string) => createHash('sha256').update(scope).digest('base64url').slice(0, 10);

/**
 * The cursor after a row: its sort key, tagged with the list and filters it belongs to (`scope`),
 * so a cursor taken from one query is refused by another instead of silently skipping rows.
 */
export function encodeCursor(scope: string, key: KeyValue[]): string {
  return Buffer.from(JSON.stringify({ s: scopeTag(scope), k: key })).toString('base64url');
}

const invalidCursor = () => new BadInput('Invalid cursor', { reason: 'invalid_cursor' });

/** The sort key a cursor carries; 400 when it is malformed, of another list or of other filters. */
export function decodeCursor(cursor: string, scope: string, arity: number): KeyValue[] {
  if (cursor.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { s, k } = (parsed ?? {}) as { s?: unknown; k?: unknown };
  if (s !== scopeTag(scope) || !Array.isArray(k) || k.length !== arity) throw invalidCursor();
  if (!k.every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))))
    throw invalidCursor();
  return k as KeyValue[];
}

/** `order by` for the columns, e.g. `"name" asc, "id" asc`. */
export function keysetOrderBy(columns: KeyColumn[]): string {
  return columns.map((column) => `${column.sql} ${column.direction}`).join(', ');
}

/**
 * The condition "sorts after `after`" for the columns, with `?` placeholders (MikroORM's raw
 * queries): (c1 > v1) or (c1 = v1 and c2 > v2) or ..., each comparison turned for desc columns.
 * `true` without a cursor.
 */
export function keysetCondition(
  columns: KeyColumn[],
  after: KeyValue[] | null,
): { sql: string; params: KeyValue[] } {
  if (!after) return { sql: 'true', params: [] };
  if (after.length !== columns.length) throw invalidCursor();
  const value = (i: number) => (columns[i].cast ? `?::${columns[i].cast}` : '?');
  const alternatives: string[] = [];
  const params: KeyValue[] = [];
  for (let i = 0; i < columns.length; i += 1) {
    const parts: string[] = [];
    for (let j = 0; j < i; j += 1) {
      parts.push(`${columns[j].sql} = ${value(j)}`);
      params.push(after[j]);
    }
    parts.push(`${columns[i].sql} ${columns[i].direction === 'asc' ? '>' : '<'} ${value(i)}`);
    params.push(after[i]);
    alternatives.push(`(${parts.join(' and ')})`);
  }
  return { sql: `(${alternatives.join(' or ')})`, params };
}

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only tells that more exist; the cursor
 * is the key of the last row shown.
 */
export function toPage<Row, Item = Row>(
  rows: Row[],
  limit: number,
  scope: string,
  key: (row: Row) => KeyValue[],
  map: (row: Row) => Item = (row) => row as unknown as Item,
): Page<Item> {
  const hasMore = rows.length > limit;
  const shown = hasMore ? rows.slice(0, limit) : rows;
  return {
    items: shown.map(map),
    nextCursor: hasMore && shown.length ? encodeCursor(scope, key(shown[shown.length - 1])) : null,
    hasMore,
  };
}

/** Compares two sort keys under the columns' directions (for lists kept in memory). */
export function compareKeys(columns: Pick<KeyColumn, 'direction'>[], a: KeyValue[], b: KeyValue[]): number {
  for (let i = 0; i < columns.length; i += 1) {
    if (a[i] === b[i]) continue;
    const less =
      typeof a[i] === 'number' && typeof b[i] === 'number'
        ? (a[i] as number) < (b[i] as number)
        : String(a[i]) < String(b[i]);
    const order = less ? -1 : 1;
    return columns[i].direction === 'asc' ? order : -order;
  }
  return 0;
}

/** The same keyset walk over rows held in memory (a computed report): sorted, then cut after the cursor. */
export function pageInMemory<Row>(
  rows: Row[],
  request: PageRequest,
  scope: string,
  columns: Pick<KeyColumn, 'direction'>[],
  key: (row: Row) => KeyValue[],
): Page<Row> {
  const limit = pageLimit(request.limit);
  const after = request.cursor ? decodeCursor(request.cursor, scope, columns.length) : null;
  const sorted = [...rows].sort((a, b) => compareKeys(columns, key(a), key(b)));
  const rest = after ? sorted.filter((row) => compareKeys(columns, key(row), after) > 0) : sorted;
  return toPage(rest.slice(0, limit + 1), limit, scope, key);
}
