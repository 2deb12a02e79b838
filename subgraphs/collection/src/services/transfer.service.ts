import type { TransferMove } from '../entities/transfer.entity.js';
import { isUuid } from '../rules/parse-input.js';
import { withOwnersLocked, type CollectionContext } from './collection-context.js';
import { MERGE_HELD } from './holding-writes.js';

export type { TransferMove };

export interface Shortage {
  ownerId: string;
  cardId: string;
  needed: number;
  held: number;
}

export type TransferOutcome =
  | { status: 'applied' }
  /** A transfer with this id was applied before: nothing moved this time. */
  | { status: 'already_applied' }
  /** Someone lacks what they would give: nothing moved. */
  | { status: 'insufficient'; shortages: Shortage[] };

/**
 * Moves holdings between portfolios at once (an accepted trade). The moves are netted per owner and
 * card, then one statement checks that every giver holds enough and, only then, records the
 * transfer by its id (so applying it again moves nothing), takes the copies from the givers
 * (removing holdings that reach 0), adds them to the receivers and corrects both totals. On a
 * PostgreSQL server it runs in a transaction that first locks both owners' portfolio rows
 * (withOwnersLocked). Received copies come at `unitCosts[cardId]` (the market value per copy when the
 * trade was accepted) or else at the giver's purchase price. The cataloging limit does not apply:
 * a trade moves cards that are already catalogued.
 */
export class TransferService {
  constructor(private readonly context: CollectionContext) {}

  async apply(
    transferId: string,
    moves: TransferMove[],
    unitCosts: Record<string, number | null> = {},
  ): Promise<TransferOutcome> {
    const deltas = new Map<
      string,
      { owner_id: string; card_id: string; delta: number; unit_cost: number | null; giver: string | null }
    >();
    for (const move of moves) {
      if (!isUuid(move.cardId) || !Number.isInteger(move.quantity) || move.quantity < 1)
        throw new Error(`Bad transfer move ${JSON.stringify(move)}`);
      const cardId = move.cardId.toLowerCase();
      for (const [owner, delta] of [
        [move.fromOwner, -move.quantity],
        [move.toOwner, move.quantity],
      ] as const) {
        const key = `${owner}\u0000${cardId}`;
        const entry = deltas.get(key) ?? {
          owner_id: owner,
          card_id: cardId,
          delta: 0,
          unit_cost: unitCosts[cardId] ?? null,
          giver: null,
        };
        entry.delta += delta;
        if (delta > 0) entry.giver ??= move.fromOwner;
        deltas.set(key, entry);
      }
    }
    const rows = [...deltas.values()].filter((row) => row.delta !== 0);
    const owners = moves.flatMap((move) => [move.fromOwner, move.toOwner]);
    const now = this.context.now();
    const [result] = await withOwnersLocked(this.context, owners, (sql) =>
      sql<
        Array<{
          applied: number;
          existed: boolean;
          shortages: Array<{ owner_id: string; card_id: string; needed: number; held: number }>;
        }>
      >(
        `with d as (select * from jsonb_to_recordset(?::jsonb) as d("owner_id" text, "card_id" uuid, "delta" int, "unit_cost" numeric, "giver" text)),
         cur as (
           select d.*, h."quantity" as "held", g."purchase_price" as "giver_price" from d
           left join "collection"."holding" h on h."owner_id" = d."owner_id" and h."card_id" = d."card_id"
           left join "collection"."holding" g on g."owner_id" = d."giver" and g."card_id" = d."card_id"),
         short as (select "owner_id", "card_id", -"delta" as "needed", coalesce("held", 0) as "held" from cur where "delta" < 0 and coalesce("held", 0) < -"delta"),
         t as (
           insert into "collection"."transfer" ("id", "moves", "applied_at") select ?, ?::jsonb, ?
           where not exists (select 1 from short) on conflict ("id") do nothing returning "id"),
         del as (
           delete from "collection"."holding" h using cur where exists (select 1 from t)
             and h."owner_id" = cur."owner_id" and h."card_id" = cur."card_id" and cur."delta" < 0 and cur."held" = -cur."delta" returning h."card_id"),
         dec as (
           update "collection"."holding" h set "quantity" = h."quantity" + cur."delta", "updated_at" = ? from cur where exists (select 1 from t)
             and h."owner_id" = cur."owner_id" and h."card_id" = cur."card_id" and cur."delta" < 0 and cur."held" > -cur."delta" returning h."card_id"),
         inc as (
           insert into "collection"."holding" ("owner_id", "card_id", "quantity", "purchase_price", "added_at", "updated_at")
           select "owner_id", "card_id", "delta", round(coalesce("unit_cost", "giver_price", 0), 2), ?, ? from cur where "delta" > 0 and exists (select 1 from t)
           ${MERGE_HELD}
           returning "card_id"),
         tot as (
           insert into "collection"."portfolio" ("owner_id", "total_cards", "updated_at")
           select "owner_id", sum("delta"), ? from cur where exists (select 1 from t) group by "owner_id"
           on conflict ("owner_id") do update set "total_cards" = "portfolio"."total_cards" + excluded."total_cards", "updated_at" = excluded."updated_at"
           returning "owner_id")
         select (select count(*) from t)::int as "applied",
           exists (select 1 from "collection"."transfer" where "id" = ?) as "existed",
           (select coalesce(json_agg(short), '[]'::json) from short) as "shortages"`,
        [JSON.stringify(rows), transferId, JSON.stringify(moves), now, now, now, now, now, transferId],
      ),
    );
    if (result.applied) return { status: 'applied' };
    if (result.existed) return { status: 'already_applied' };
    const shortages = (
      typeof result.shortages === 'string' ? JSON.parse(result.shortages) : result.shortages
    ) as Array<Record<string, any>>;
    return {
      status: 'insufficient',
      shortages: shortages.map((s) => ({
        ownerId: s.owner_id,
        cardId: s.card_id,
        needed: Number(s.needed),
        held: Number(s.held),
      })),
    };
  }

  /** Whether a transfer with this id was applied (a settling trade asks before giving up on it). */
  async applied(transferId: string): Promise<boolean> {
    const rows = await this.context.orm.em
      .getConnection()
      .execute(`select 1 from "collection"."transfer" where "id" = ?`, [transferId]);
    return rows.length > 0;
  }

  /** What the owner holds of each card (0 when none). */
  async held(ownerId: string, cardIds: string[]): Promise<Map<string, number>> {
    const ids = [...new Set(cardIds.filter(isUuid).map((id) => id.toLowerCase()))];
    const held = new Map(ids.map((id) => [id, 0]));
    if (!ids.length) return held;
    const rows: Array<{ card_id: string; quantity: number }> = await this.context.orm.em
      .getConnection()
      .execute(
        `select "card_id", "quantity" from "collection"."holding" where "owner_id" = ? and "card_id" in (?)`,
        [ownerId, ids],
      );
    for (const row of rows) held.set(row.card_id, Number(row.quantity));
    return held;
  }
}
