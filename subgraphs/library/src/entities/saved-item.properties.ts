import { p } from '@mikro-orm/core';

/**
 * The weighted document that text search ranks: title (A) over summary (B) over content (C).
 * Postgres keeps it up to date itself (a stored generated column), so no write path can forget it.
 * Content is cut to its first 200,000 characters for indexing: a tsvector may not exceed 1 MB,
 * and a 1,000,000-character page of unusual tokens would otherwise make the insert fail.
 */
export const SEARCH_VECTOR_SQL =
  "(setweight(to_tsvector('english', coalesce(title, '')), 'A') || " +
  "setweight(to_tsvector('english', coalesce(summary, '')), 'B') || " +
  "setweight(to_tsvector('english', left(coalesce(content, ''), 200000)), 'C')) stored";

/** Columns a tab and a bookmark share; each entity adds its own. */
export function savedItemProperties() {
  return {
    id: p.integer().primary(),
    userId: p.integer(),
    url: p.text(),
    title: p.text().default(''),
    favicon: p.text().nullable(),
    content: p.text().nullable(),
    summary: p.text().nullable(),
    category: p.string().length(100).nullable(),
    tags: p.json<string[]>().onCreate(() => []),
    entities: p.json<Record<string, string[]>>().onCreate(() => ({})),
    isArchived: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    // Mapped only so schema diffs keep it; never selected, never written.
    searchVector: p.string().columnType('tsvector').generated(SEARCH_VECTOR_SQL).lazy().hidden().nullable(),
  };
}
