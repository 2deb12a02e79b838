import type { Logger } from '@platform/observability';
import type { SuggestionType } from '../entities/suggestion.entity.js';
import type { SqlPool } from './plan-registry.js';
import {
  itemKey,
  type SuggestedItem,
  type SuggestionCandidate,
  type SuggestionStore,
} from './suggestion-store.js';
import type { VectorStore } from './vector-store.js';

export interface SuggestionSettings {
  /** Cosine similarity from which two items are duplicates (SUGGESTION_DUPLICATE_THRESHOLD). */
  duplicateThreshold: number;
  /** Lower edge of the related band [related, duplicate) (SUGGESTION_RELATED_THRESHOLD). */
  relatedThreshold: number;
  /** Days without an access that make a tab stale (STALE_DAYS). */
  staleDays: number;
}

/** Nearest neighbours looked at per item and per table (k of the HNSW scans). */
export const NEIGHBOURS = 10;

export interface GenerationResult {
  created: number;
  refreshed: number;
  removed: number;
  /** False when duplicates or related content were asked for but the database has no pgvector. */
  vectors: boolean;
}

/**
 * Confidence of a stale-tab suggestion: 0.5 at exactly STALE_DAYS without an access, rising towards
 * 1 with age (0.75 at twice the threshold, 0.875 at four times): 1 - 0.5 × staleDays / ageDays.
 */
export function staleConfidence(ageDays: number, staleDays: number): number {
  return round(Math.min(1, Math.max(0, 1 - (0.5 * staleDays) / Math.max(ageDays, staleDays))));
}

const round = (value: number) => Math.round(value * 10000) / 10000;

interface Pair {
  a: SuggestedItem & { createdAt: number };
  b: SuggestedItem & { createdAt: number };
}

/** Oldest first (then tabs before bookmarks, then lower id), so accepting a duplicate keeps the first. */
const oldestFirst = (pair: Pair): SuggestedItem[] =>
  [pair.a, pair.b]
    .sort(
      (x, y) => x.createdAt - y.createdAt || (x.type === y.type ? x.id - y.id : x.type === 'tab' ? -1 : 1),
    )
    .map(({ type, id }) => ({ type, id }));

/**
 * Finds a user's suggestions and records them (SuggestionStore.upsert):
 * - duplicate: two live items whose embeddings' cosine similarity (1 - `<=>`) is at least the
 *   duplicate threshold, confidence = similarity; and two live items with the same normalized URL,
 *   confidence 1 (works without pgvector).
 * - related: similarity in [related threshold, duplicate threshold), confidence = similarity.
 * - stale: live tabs not opened for STALE_DAYS (by creation when never opened), see staleConfidence.
 * Pairs come from each item's NEIGHBOURS nearest items per table (HNSW scans in a LATERAL join),
 * not from comparing every pair. Without pgvector, only URL duplicates and stale tabs are found.
 */
export class SuggestionGenerator {
  constructor(
    private readonly pool: SqlPool,
    private readonly vectors: VectorStore,
    private readonly store: SuggestionStore,
    private readonly settings: SuggestionSettings,
  ) {}

  async generate(userId: number, kinds: SuggestionType[], logger?: Logger): Promise<GenerationResult> {
    // Drop what no longer applies first, so a refreshed list never carries archived items.
    const removed = await this.store.prune(userId, this.settings.staleDays);
    const candidates: SuggestionCandidate[] = [];
    const wantsVectors = kinds.includes('duplicate') || kinds.includes('related');
    if (kinds.includes('duplicate')) candidates.push(...(await this.sameUrl(userId)));
    if (wantsVectors && this.vectors.ready) candidates.push(...(await this.similar(userId, kinds)));
    if (kinds.includes('stale')) candidates.push(...(await this.stale(userId)));
    if (wantsVectors && !this.vectors.ready)
      logger?.info({ userId }, 'no vector extension: similarity suggestions skipped');
    const { created, refreshed } = await this.store.upsert(userId, strongestPerKey(candidates));
    return { created, refreshed, removed, vectors: !wantsVectors || this.vectors.ready };
  }

  /** Live items sharing a URL once scheme, "www.", fragment, trailing slashes and case are set aside. */
  private async sameUrl(userId: number): Promise<SuggestionCandidate[]> {
    const normalized = `rtrim(regexp_replace(regexp_replace(lower("url"), '#.*$', ''), '^[a-z][a-z0-9+.-]*://(www\\.)?', ''), '/')`;
    const { rows } = await this.pool.query(
      `with items as (
         select 'tab' as "type", "id", "created_at", ${normalized} as "key" from "library"."tab" where "user_id" = $1 and "is_archived" = false
         union all
         select 'bookmark', "id", "created_at", ${normalized} from "library"."bookmark" where "user_id" = $1 and "is_archived" = false
       )
       select a."type" as "a_type", a."id" as "a_id", a."created_at" as "a_created", b."type" as "b_type", b."id" as "b_id", b."created_at" as "b_created"
       from items a join items b on a."key" = b."key" and (a."type", a."id") < (b."type", b."id")
       where a."key" <> ''`,
      [userId],
    );
    return rows.map((row) => ({
      type: 'duplicate' as const,
      items: oldestFirst(pairOf(row)),
      reason: 'Same page saved twice (identical URL)',
      confidence: 1,
    }));
  }

  private async similar(userId: number, kinds: SuggestionType[]): Promise<SuggestionCandidate[]> {
    const { duplicateThreshold, relatedThreshold } = this.settings;
    const floor = kinds.includes('related') ? relatedThreshold : duplicateThreshold;
    const neighbours = (table: 'tab' | 'bookmark') => `(
      select '${table}' as "type", n."id", n."created_at", n."embedding" <=> s."embedding" as "distance"
      from "library"."${table}" n
      where n."user_id" = $1 and n."is_archived" = false and n."embedding" is not null and not (s."type" = '${table}' and n."id" = s."id")
      order by n."embedding" <=> s."embedding" limit $2)`;
    const rows = await this.vectors.nearest(
      `with source as (
         select 'tab' as "type", "id", "created_at", "embedding" from "library"."tab" where "user_id" = $1 and "is_archived" = false and "embedding" is not null
         union all
         select 'bookmark', "id", "created_at", "embedding" from "library"."bookmark" where "user_id" = $1 and "is_archived" = false and "embedding" is not null
       )
       select s."type" as "a_type", s."id" as "a_id", s."created_at" as "a_created",
              nn."type" as "b_type", nn."id" as "b_id", nn."created_at" as "b_created", 1 - nn."distance" as "similarity"
       from source s
       cross join lateral (${neighbours('tab')} union all ${neighbours('bookmark')}) nn
       where nn."distance" <> 'NaN'::float8 and 1 - nn."distance" >= $3`,
      [userId, NEIGHBOURS, floor],
    );
    const candidates: SuggestionCandidate[] = [];
    for (const row of rows) {
      // Similarity of unit vectors can exceed 1 by a rounding error; confidence stays within 0..1.
      const similarity = round(Math.min(1, Number(row.similarity)));
      const type: SuggestionType = Number(row.similarity) >= duplicateThreshold ? 'duplicate' : 'related';
      if (!kinds.includes(type)) continue;
      const percent = `${Math.round(similarity * 100)}%`;
      candidates.push({
        type,
        items: oldestFirst(pairOf(row)),
        reason:
          type === 'duplicate'
            ? `Nearly identical content (${percent} similar)`
            : `Related content (${percent} similar)`,
        confidence: similarity,
      });
    }
    return candidates;
  }

  private async stale(userId: number): Promise<SuggestionCandidate[]> {
    const { staleDays } = this.settings;
    const { rows } = await this.pool.query(
      `select "id", "last_accessed" is null as "never_opened",
              extract(epoch from now() - coalesce("last_accessed", "created_at")) / 86400 as "age_days"
       from "library"."tab"
       where "user_id" = $1 and "is_archived" = false and coalesce("last_accessed", "created_at") < now() - make_interval(days => $2::int)`,
      [userId, staleDays],
    );
    return rows.map((row) => {
      const age = Number(row.age_days);
      const days = Math.floor(age);
      return {
        type: 'stale' as const,
        items: [{ type: 'tab' as const, id: Number(row.id) }],
        reason: row.never_opened
          ? `Never opened since it was saved ${days} days ago`
          : `Not opened for ${days} days`,
        confidence: staleConfidence(age, staleDays),
      };
    });
  }
}

function pairOf(row: Record<string, any>): Pair {
  return {
    a: { type: row.a_type, id: Number(row.a_id), createdAt: new Date(row.a_created).getTime() },
    b: { type: row.b_type, id: Number(row.b_id), createdAt: new Date(row.b_created).getTime() },
  };
}

/** Each pair is found from both of its items (and maybe by URL too): keep the strongest finding. */
function strongestPerKey(candidates: SuggestionCandidate[]): SuggestionCandidate[] {
  const best = new Map<string, SuggestionCandidate>();
  for (const candidate of candidates) {
    const key = `${candidate.type}|${itemKey(candidate.items)}`;
    const seen = best.get(key);
    if (!seen || candidate.confidence > seen.confidence) best.set(key, candidate);
  }
  return [...best.values()];
}
