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

/** Length of the analysis service's embeddings (its `hash-384` model). */
export const EMBEDDING_DIMENSIONS = 384;

/**
 * The HNSW cosine index of a table's embedding. Declared as a raw expression: MikroORM compares
 * such indexes by name only, and the operator class has no structured form.
 */
export const embeddingIndex = (table: 'tab' | 'bookmark') => ({
  name: `${table}_embedding_idx`,
  expression: `create index "${table}_embedding_idx" on "library"."${table}" using hnsw ("embedding" vector_cosine_ops)`,
});

/** Indexes a tab and a bookmark share: the list order, text search and the embedding's HNSW. */
type SharedIndexKey = 'userId' | 'isArchived' | 'createdAt' | 'id' | 'searchVector';

export function savedItemIndexes(table: 'tab' | 'bookmark') {
  return [
    {
      // The list order including its tie-break, so a keyset page (created_at, id) is one index seek.
      name: `${table}_user_archived_created_id_idx`,
      properties: ['userId', 'isArchived', 'createdAt', 'id'] as SharedIndexKey[],
      columns: [
        { name: 'user_id' },
        { name: 'is_archived' },
        { name: 'created_at', sort: 'desc' as const },
        { name: 'id', sort: 'desc' as const },
      ],
    },
    {
      name: `${table}_search_vector_idx`,
      properties: ['searchVector'] as SharedIndexKey[],
      type: 'fulltext',
    },
    embeddingIndex(table),
  ];
}

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
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Mapped only so schema diffs keep it; never selected, never written.
    searchVector: p.string().columnType('tsvector').generated(SEARCH_VECTOR_SQL).lazy().hidden().nullable(),
    // The enrichment's 384-d embedding (pgvector). Never selected by the ORM: lists stay small and
    // keep working on a server without pgvector, where the column does not exist. Written and read
    // with raw SQL only (services/vector-search.service.ts, services/enrichment.service.ts).
    embedding: p.string().columnType(`vector(${EMBEDDING_DIMENSIONS})`).lazy().hidden().nullable(),
  };
}
