import { NotFound } from '@platform/errors';
import { isUuid } from '../rules/parse-input.js';
import type { QuoteCards } from '../ports.js';
import { toDate, withOwnersLocked, type CollectionContext } from './collection-context.js';
import { AlertLimitExceeded } from './alert.service.js';

export interface WatchedCardView {
  cardId: string;
  addedAt: Date;
}

/** The owner's watchlist: cards followed without holding them, within the tier's count. */
export class WatchlistService {
  constructor(
    private readonly context: CollectionContext,
    private readonly quotes: QuoteCards,
  ) {}

  /** Adds a card (watching it again keeps its first date). */
  async watch(ownerId: string, cardId: string): Promise<WatchedCardView> {
    if (!isUuid(cardId) || !(await this.quotes([cardId])).has(cardId.toLowerCase()))
      throw new NotFound('Card');
    const { maxWatchedCards } = (await this.context.entitlementsOf(ownerId)).alertLimits;
    const [row] = await withOwnersLocked(this.context, [ownerId], (sql) =>
      sql(
        `with existing as (select "card_id", "added_at" from "collection"."watched_card" where "owner_id" = ? and "card_id" = ?),
         added as (insert into "collection"."watched_card" ("owner_id", "card_id", "added_at")
           select ?, ?, ? where not exists (select 1 from existing)
             and (select count(*) from "collection"."watched_card" where "owner_id" = ?) < ?
           returning "card_id", "added_at")
         select * from existing union all select * from added`,
        [ownerId, cardId, ownerId, cardId, this.context.now(), ownerId, maxWatchedCards],
      ),
    );
    if (!row) throw new AlertLimitExceeded('watched cards', maxWatchedCards);
    return { cardId: row.card_id, addedAt: toDate(row.added_at) };
  }

  async unwatch(ownerId: string, cardId: string): Promise<WatchedCardView> {
    if (!isUuid(cardId)) throw new NotFound('Watched card');
    const [row]: Array<Record<string, any>> = await this.context.orm.em
      .getConnection()
      .execute(
        `delete from "collection"."watched_card" where "owner_id" = ? and "card_id" = ? returning "card_id", "added_at"`,
        [ownerId, cardId],
      );
    if (!row) throw new NotFound('Watched card');
    return { cardId: row.card_id, addedAt: toDate(row.added_at) };
  }

  /** Every watched card, most recently added first (the tier bounds how many). */
  async list(ownerId: string): Promise<WatchedCardView[]> {
    const rows: Array<Record<string, any>> = await this.context.orm.em
      .getConnection()
      .execute(
        `select "card_id", "added_at" from "collection"."watched_card" where "owner_id" = ? order by "added_at" desc, "card_id" desc`,
        [ownerId],
      );
    return rows.map((row) => ({ cardId: row.card_id, addedAt: toDate(row.added_at) }));
  }
}
