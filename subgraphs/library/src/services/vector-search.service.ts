import { BadInput, NotFound, ServiceUnavailable } from '@platform/errors';
import { toSql } from 'pgvector';
import type { Logger } from '@platform/observability';
import { isZeroVector, type AnalysisClient } from './analysis-client.js';
import {
  COLUMNS,
  TABLES,
  archivedCondition,
  searchLimit,
  searchQuery,
  toHit,
  typesOf,
  type ArchivedFilter,
  type ItemType,
  type SearchHit,
  type SearchScope,
} from './search.service.js';
import type { VectorStore } from './vector-store.js';

/** Reciprocal rank fusion constant of hybrid search (the usual k = 60). */
export const RRF_K = 60;
/** How deep each ranking of hybrid search looks (per type), at least `limit`. */
const HYBRID_DEPTH = 50;

const byDistance = (a: SearchHit, b: SearchHit) =>
  a.distance! - b.distance! || (a.type === b.type ? b.id - a.id : a.type === 'TAB' ? -1 : 1);
const keyOf = (hit: { type: ItemType; id: number }) => `${hit.type}:${hit.id}`;

/**
 * Vector search over the caller's items that have an embedding: semantic search (docs/products/tabs.md)
 * and similar items over live (non-archived) ones, hybrid (full-text + vector) search over every
 * saved item like text search, unless `archived` narrows it. Lower distance is closer
 * (pgvector's cosine distance, `<=>`, 0 to 2).
 */
export class VectorSearchService {
  constructor(
    private readonly vectors: VectorStore,
    private readonly analysis: AnalysisClient,
    private readonly logger: Logger,
  ) {}

  /**
   * `limit` nearest items per type; with both types, the two lists are merged and ordered by
   * distance (so a result list holds up to 2 × limit items, like text search's per-type limit).
   */
  async semantic(userId: number, query: string, scope: SearchScope, limit: number): Promise<SearchHit[]> {
    const text = searchQuery(query);
    searchLimit(limit);
    this.requireVectors();
    const vector = await this.embed(text);
    if (!vector) return [];
    const hits: SearchHit[] = [];
    for (const type of typesOf(scope)) hits.push(...(await this.nearest(type, userId, vector, limit)));
    return hits.sort(byDistance);
  }

  /**
   * Items nearest to one of the caller's items, over both tabs and bookmarks, nearest first, the
   * source itself excluded; `limit` in total. The source may be archived; results never are.
   */
  async similar(userId: number, id: number, type: ItemType, limit: number): Promise<SearchHit[]> {
    searchLimit(limit);
    const label = type === 'TAB' ? 'Tab' : 'Bookmark';
    if (!this.vectors.ready) {
      // Still a 404 for a missing item, so the answer does not depend on the database's extensions.
      const found = await this.vectors.execute(
        `select 1 from ${TABLES[type]} where "id" = $1 and "user_id" = $2`,
        [id, userId],
      );
      if (!found.length) throw new NotFound(label);
      this.requireVectors();
    }
    const [source] = await this.vectors.execute(
      `select "embedding"::text as "embedding" from ${TABLES[type]} where "id" = $1 and "user_id" = $2`,
      [id, userId],
    );
    if (!source) throw new NotFound(label);
    if (source.embedding === null)
      throw new BadInput('Item has no embedding yet', { reason: 'no_embedding' });
    const vector = String(source.embedding);
    const hits: SearchHit[] = [];
    for (const kind of ['TAB', 'BOOKMARK'] as const) {
      hits.push(...(await this.nearest(kind, userId, vector, limit, kind === type ? id : undefined)));
    }
    return hits.sort(byDistance).slice(0, limit);
  }

  /**
   * Reciprocal rank fusion (k = 60) of the full-text ranking and the vector ranking, per type, each
   * ranking `max(limit, 50)` deep: score = Σ 1 / (60 + rank). `limit` best per type, merged by
   * score. `distance` is set when the item had a vector rank, null when only full text found it.
   */
  async hybrid(
    userId: number,
    query: string,
    scope: SearchScope,
    limit: number,
    archived: ArchivedFilter = null,
  ): Promise<SearchHit[]> {
    const text = searchQuery(query);
    searchLimit(limit);
    this.requireVectors();
    const vector = await this.embed(text);
    const depth = Math.max(limit, HYBRID_DEPTH);
    const fused: Array<{ hit: SearchHit; score: number }> = [];
    for (const type of typesOf(scope)) {
      const byText = await this.textRanked(type, userId, text, depth, archived);
      const byVector = vector ? await this.nearest(type, userId, vector, depth, undefined, archived) : [];
      const entries = new Map<string, { hit: SearchHit; score: number }>();
      const add = (hits: SearchHit[]) =>
        hits.forEach((hit, index) => {
          const entry = entries.get(keyOf(hit));
          const score = 1 / (RRF_K + index + 1);
          if (entry) {
            entry.score += score;
            if (hit.distance !== null) entry.hit.distance = hit.distance;
          } else {
            entries.set(keyOf(hit), { hit: { ...hit }, score });
          }
        });
      add(byVector);
      add(byText);
      fused.push(...[...entries.values()].sort(byScore).slice(0, limit));
    }
    return fused.sort(byScore).map(({ hit }) => hit);
  }

  private requireVectors(): void {
    if (!this.vectors.ready) {
      throw new ServiceUnavailable('Vector search is unavailable: the database has no vector extension', {
        reason: 'vector_unavailable',
      });
    }
  }

  /**
   * The query's embedding as a pgvector literal; null when the text has no words (no direction).
   * The client gets a fixed message: the cause names internal hosts, paths and upstream answers,
   * so it goes to the log only.
   */
  private async embed(text: string): Promise<string | null> {
    let vector: number[];
    try {
      vector = await this.analysis.embed(text);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'analysis service could not embed a search query');
      throw new ServiceUnavailable('Analysis service unavailable', { reason: 'ml_unavailable' });
    }
    return isZeroVector(vector) ? null : (toSql(vector) as string);
  }

  /** Ordered by the distance expression alone, so the HNSW index can serve the scan. */
  private async nearest(
    type: ItemType,
    userId: number,
    vector: string,
    limit: number,
    exclude?: number,
    archived: ArchivedFilter = false,
  ): Promise<SearchHit[]> {
    const rows = await this.vectors.nearest(
      `select ${COLUMNS}, "embedding" <=> $1::vector as "distance" from ${TABLES[type]}
       where "user_id" = $2${archivedCondition(archived)} and "embedding" is not null${exclude === undefined ? '' : ' and "id" <> $4'}
       order by "embedding" <=> $1::vector limit $3`,
      exclude === undefined ? [vector, userId, limit] : [vector, userId, limit, exclude],
    );
    return rows.map((row) => toHit(row, type)).sort(byDistance);
  }

  private async textRanked(
    type: ItemType,
    userId: number,
    text: string,
    limit: number,
    archived: ArchivedFilter,
  ): Promise<SearchHit[]> {
    const rows = await this.vectors.execute(
      `select ${COLUMNS} from ${TABLES[type]}, websearch_to_tsquery('english', $1) as "q"
       where "user_id" = $2${archivedCondition(archived)} and "search_vector" @@ "q"
       order by ts_rank("search_vector", "q") desc, "id" desc limit $3`,
      [text, userId, limit],
    );
    return rows.map((row) => ({ ...toHit(row, type), distance: null }));
  }
}

function byScore(a: { hit: SearchHit; score: number }, b: { hit: SearchHit; score: number }): number {
  return (
    b.score - a.score ||
    (a.hit.distance ?? Infinity) - (b.hit.distance ?? Infinity) ||
    (a.hit.type === b.hit.type ? b.hit.id - a.hit.id : a.hit.type === 'TAB' ? -1 : 1)
  );
}
