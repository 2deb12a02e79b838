import type { SuggestedItemType, SuggestionStatus, SuggestionType } from '../entities/suggestion.entity.js';
import type { SqlPool } from './plan-registry.js';

export interface SuggestedItem {
  type: SuggestedItemType;
  id: number;
}

/** A suggestion as the service hands it over (the GraphQL mapper). */
export interface SuggestionRecord {
  id: number;
  userId: number;
  type: SuggestionType;
  items: SuggestedItem[];
  reason: string;
  confidence: number;
  status: SuggestionStatus;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
}

/** What generation proposes; `items` in the suggestion's order (duplicates: oldest first). */
export interface SuggestionCandidate {
  type: SuggestionType;
  items: SuggestedItem[];
  reason: string;
  confidence: number;
}

const TABLE = '"library"."suggestion"';
const COLUMNS =
  '"id", "user_id", "type", "item_ids", "item_types", "reason", "confidence", "status", "created_at", "updated_at", "resolved_at"';

/** The identity of a set of items, whatever their order: "bookmark:5,tab:3". */
export const itemKey = (items: SuggestedItem[]) =>
  items
    .map((item) => `${item.type}:${item.id}`)
    .sort()
    .join(',');

function toRecord(row: Record<string, any>): SuggestionRecord {
  const ids = (row.item_ids as Array<number | string>).map(Number);
  const types = row.item_types as SuggestedItemType[];
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    type: row.type,
    items: ids.map((id, index) => ({ id, type: types[index] })),
    reason: row.reason,
    confidence: Number(row.confidence),
    status: row.status,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at) : null,
  };
}

/** Whether each of a pending suggestion's items is still a live (non-archived) item of its owner. */
const ITEMS_GONE = `exists (
  select 1 from unnest(s."item_ids", s."item_types") as i("id", "type")
  where not exists (select 1 from "library"."tab" t where i."type" = 'tab' and t."id" = i."id" and t."user_id" = s."user_id" and t."is_archived" = false)
    and not exists (select 1 from "library"."bookmark" b where i."type" = 'bookmark' and b."id" = i."id" and b."user_id" = s."user_id" and b."is_archived" = false))`;

/** A pending stale-tab suggestion whose tab was opened within the staleness window since. */
const NO_LONGER_STALE = `(s."type" = 'stale' and exists (
  select 1 from "library"."tab" t where t."id" = s."item_ids"[1] and t."user_id" = s."user_id"
    and coalesce(t."last_accessed", t."created_at") >= now() - make_interval(days => $2::int)))`;

/**
 * SQL of library.suggestion. Every statement is one atomic statement (embedded PGlite runs without
 * transactions): upserts on the unique key, status changes as compare-and-set updates.
 */
export class SuggestionStore {
  constructor(private readonly pool: SqlPool) {}

  /** `item`: suggestions naming that id as one of `types` (tab and bookmark ids overlap). */
  async list(
    userId: number,
    filter: {
      status?: SuggestionStatus;
      type?: SuggestionType;
      item?: { id: number; types: SuggestedItemType[] };
      limit: number;
      offset: number;
      order: 'newest' | 'confidence';
    },
  ): Promise<SuggestionRecord[]> {
    const params: unknown[] = [userId];
    const where = ['"user_id" = $1'];
    if (filter.status) where.push(`"status" = $${params.push(filter.status)}`);
    if (filter.type) where.push(`"type" = $${params.push(filter.type)}`);
    if (filter.item) {
      // The GIN index narrows by id; the unnest makes sure the id is of the asked-for kind.
      const id = params.push(filter.item.id);
      const types = params.push(filter.item.types);
      where.push(
        `"item_ids" @> array[$${id}::int] and exists (select 1 from unnest("item_ids", "item_types") as i("id", "type") where i."id" = $${id}::int and i."type" = any($${types}::text[]))`,
      );
    }
    const order =
      filter.order === 'newest'
        ? '"created_at" desc, "id" desc'
        : '"confidence" desc, "created_at" desc, "id" desc';
    const { rows } = await this.pool.query(
      `select ${COLUMNS} from ${TABLE} where ${where.join(' and ')} order by ${order} limit $${params.push(filter.limit)} offset $${params.push(filter.offset)}`,
      params,
    );
    return rows.map(toRecord);
  }

  async get(userId: number, id: number): Promise<SuggestionRecord | null> {
    const { rows } = await this.pool.query(
      `select ${COLUMNS} from ${TABLE} where "id" = $1 and "user_id" = $2`,
      [id, userId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Inserts new candidates and refreshes the reason and confidence of ones still pending; sets that
   * were accepted or rejected stay untouched (the unique key keeps them from coming back).
   * Returns how many were created and how many pending ones were refreshed.
   */
  async upsert(
    userId: number,
    candidates: SuggestionCandidate[],
  ): Promise<{ created: number; refreshed: number }> {
    if (!candidates.length) return { created: 0, refreshed: 0 };
    const batch = candidates.map((candidate) => ({
      type: candidate.type,
      item_ids: candidate.items.map((item) => item.id),
      item_types: candidate.items.map((item) => item.type),
      item_key: itemKey(candidate.items),
      reason: candidate.reason,
      confidence: candidate.confidence,
    }));
    const { rows } = await this.pool.query(
      `insert into ${TABLE} as s ("user_id", "type", "item_ids", "item_types", "item_key", "reason", "confidence", "status", "created_at", "updated_at")
       select $1, x."type", x."item_ids", x."item_types", x."item_key", x."reason", x."confidence", 'pending', now(), now()
       from jsonb_to_recordset($2::jsonb) as x("type" text, "item_ids" int[], "item_types" text[], "item_key" text, "reason" text, "confidence" float8)
       on conflict ("user_id", "type", "item_key") do update
         set "confidence" = excluded."confidence", "reason" = excluded."reason", "updated_at" = now()
         where s."status" = 'pending' and (s."confidence" <> excluded."confidence" or s."reason" <> excluded."reason")
       returning (xmax = 0) as "created"`,
      [userId, JSON.stringify(batch)],
    );
    const created = rows.filter((row) => row.created === true).length;
    return { created, refreshed: rows.length - created };
  }

  /** Compare-and-set from pending; null when the suggestion is missing, foreign or not pending. */
  async resolve(
    userId: number,
    id: number,
    status: 'accepted' | 'rejected',
  ): Promise<SuggestionRecord | null> {
    const { rows } = await this.pool.query(
      `update ${TABLE} set "status" = $3, "resolved_at" = now(), "updated_at" = now()
       where "id" = $1 and "user_id" = $2 and "status" = 'pending' returning ${COLUMNS}`,
      [id, userId, status],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Removes pending suggestions that no longer apply: an item is gone or archived, or a stale tab
   * was opened within `staleDays`; with `ttlDays`, also pending ones created longer ago than that.
   * `userId` null means every user. Accepted and rejected suggestions are kept as the user's answers.
   */
  async prune(userId: number | null, staleDays: number, ttlDays?: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `delete from ${TABLE} s where s."status" = 'pending' and ($1::int is null or s."user_id" = $1::int)
       and (${ITEMS_GONE} or ${NO_LONGER_STALE} or ($3::int is not null and s."created_at" < now() - make_interval(days => $3::int)))`,
      [userId, staleDays, ttlDays ?? null],
    );
    return rowCount ?? 0;
  }

  /** Drops the pending suggestions that name one item (it was just deleted). */
  async forgetItem(userId: number, item: SuggestedItem): Promise<void> {
    await this.pool.query(
      `delete from ${TABLE} where "user_id" = $1 and "status" = 'pending' and "item_ids" @> array[$2::int]
       and exists (select 1 from unnest("item_ids", "item_types") as i("id", "type") where i."id" = $2::int and i."type" = $3)`,
      [userId, item.id, item.type],
    );
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.pool.query(`delete from ${TABLE} where "user_id" = $1`, [userId]);
  }
}
