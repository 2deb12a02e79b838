import { z } from 'zod';
import { BadInput, BusinessRuleViolation, NotFound } from '@platform/errors';
import { PortfolioLimitExceeded } from '@platform/cards-errors';
import {
  decodeCursor,
  keysetCondition,
  keysetOrderBy,
  pageLimit,
  toPage,
  type KeyColumn,
  type Page,
  type PageRequest,
} from '@platform/pagination';
import { holdingValue, roundCents } from '../rules/valuation.js';
import { isUuid, parseInput } from '../rules/parse-input.js';
import { toDate, withOwnersLocked, type CollectionContext, type Sql } from './collection-context.js';
import { ADD_WITHIN_LIMIT, MERGE_HELD } from './holding-writes.js';

/** The most copies one add (or one CSV row) may carry. */
export const MAX_ADD_QUANTITY = 1_000_000;
/** Rows of one CSV bulk import. */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_PRICE = 9_999_999_999.99;

export interface HoldingEntry {
  cardId: string;
  quantity: number;
  /** Average price paid per copy. */
  purchasePrice: number;
  addedAt: Date;
  updatedAt: Date;
}

export interface ValuedHolding extends HoldingEntry {
  cardName: string | null;
  game: string | null;
  condition: string | null;
  /** Best variant market price × condition multiplier; null without a market price. */
  unitValue: number | null;
  marketValue: number | null;
}

const addSchema = z.object({
  cardId: z.string(),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be positive')
    .max(MAX_ADD_QUANTITY),
  purchasePrice: z
    .number({ error: 'purchasePrice must be a number' })
    .finite()
    .min(0, 'purchasePrice must not be negative')
    .max(MAX_PRICE)
    .transform(roundCents)
    .default(0),
});
export type AddHoldingInput = z.input<typeof addSchema>;

const removeSchema = z.object({
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be positive')
    .optional(),
});

const HOLDING_ORDER: KeyColumn[] = [
  { sql: '"added_at"', direction: 'desc', cast: 'timestamptz' },
  { sql: '"card_id"', direction: 'desc', cast: 'uuid' },
];

const unknownCard = (cardIds: string[]) =>
  new BusinessRuleViolation('unknown_card', `No card with the id ${cardIds.join(', ')}`, {
    card_ids: cardIds,
  });

/**
 * Holdings: add (an existing holding's quantity increments, its purchase price becomes the average
 * paid per copy), remove (a quantity at or above the holding's removes it), list, CSV bulk import.
 * Every change is one statement with the owner's total, checked against the cataloging limit.
 */
export class HoldingService {
  constructor(private readonly context: CollectionContext) {}

  async add(ownerId: string, input: AddHoldingInput): Promise<{ ownerId: string; entry: HoldingEntry }> {
    const { cardId, quantity, purchasePrice } = parseInput(addSchema, input);
    const id = cardId.toLowerCase();
    if (!isUuid(id) || !(await this.context.quotes([id])).has(id)) throw unknownCard([cardId]);
    const { catalogingLimits } = await this.context.entitlementsOf(ownerId);
    const now = this.context.now();
    const [row] = await withOwnersLocked(this.context, [ownerId], (sql) =>
      sql<Array<Record<string, any>>>(
        `with p as (${ADD_WITHIN_LIMIT}),
         h as (
           insert into "collection"."holding" ("owner_id", "card_id", "quantity", "purchase_price", "added_at", "updated_at")
           select ?, ?, ?, ?, ?, ? from p
           ${MERGE_HELD}
           returning *)
         select h."card_id", h."quantity", h."purchase_price"::float8 as "purchase_price", h."added_at", h."updated_at" from h`,
        [
          ownerId,
          quantity,
          now,
          quantity,
          catalogingLimits.maxCards,
          catalogingLimits.maxCards,
          ownerId,
          id,
          quantity,
          purchasePrice,
          now,
          now,
        ],
      ),
    ).catch(rethrowOverflow);
    if (!row) {
      const current = await this.totalCards(ownerId);
      throw new PortfolioLimitExceeded({
        current_cards: current,
        requested_cards: quantity,
        max_cards: catalogingLimits.maxCards,
      });
    }
    return { ownerId, entry: entryOf(row) };
  }

  /** Removes `quantity` copies (all of them without a quantity, or with one at or above what is held). 404 when not held. */
  async remove(
    ownerId: string,
    cardId: string,
    input: z.input<typeof removeSchema> = {},
  ): Promise<{ ownerId: string; removedCardId: string; remainingQuantity: number }> {
    const { quantity } = parseInput(removeSchema, input);
    if (!isUuid(cardId)) throw new NotFound('Holding');
    const id = cardId.toLowerCase();
    const take = quantity ?? 2_147_483_647;
    const [row] = await withOwnersLocked(this.context, [ownerId], (sql) =>
      sql<Array<{ held: number | null; remaining: number | null }>>(
        `with cur as (select "quantity" from "collection"."holding" where "owner_id" = ? and "card_id" = ?),
         del as (delete from "collection"."holding" h using cur where h."owner_id" = ? and h."card_id" = ? and cur."quantity" <= ? returning h."card_id"),
         upd as (update "collection"."holding" h set "quantity" = h."quantity" - ?, "updated_at" = ? from cur
                 where h."owner_id" = ? and h."card_id" = ? and cur."quantity" > ? returning h."quantity"),
         tot as (update "collection"."portfolio" set "total_cards" = "total_cards" - (select least("quantity", ?) from cur), "updated_at" = ?
                 where "owner_id" = ? and exists (select 1 from cur) returning "owner_id")
         select (select "quantity" from cur) as "held", (select "quantity" from upd) as "remaining"`,
        [
          ownerId,
          id,
          ownerId,
          id,
          take,
          take,
          this.context.now(),
          ownerId,
          id,
          take,
          take,
          this.context.now(),
          ownerId,
        ],
      ),
    );
    if (row.held === null) throw new NotFound('Holding');
    return { ownerId, removedCardId: id, remainingQuantity: row.remaining ?? 0 };
  }

  /** The owner's holdings, most recently added first, valued. */
  async list(ownerId: string, page: PageRequest = {}): Promise<Page<ValuedHolding>> {
    const limit = pageLimit(page.limit);
    const scope = `collection.holdings:${ownerId}`;
    const after = page.cursor ? decodeCursor(page.cursor, scope, HOLDING_ORDER.length) : null;
    const keyset = keysetCondition(HOLDING_ORDER, after);
    const rows: Array<Record<string, any>> = await this.context.orm.em.getConnection().execute(
      `select "card_id", "quantity", "purchase_price"::float8 as "purchase_price", "added_at", "updated_at" from "collection"."holding"
       where "owner_id" = ? and ${keyset.sql} order by ${keysetOrderBy(HOLDING_ORDER)} limit ?`,
      [ownerId, ...keyset.params, limit + 1],
    );
    const quotes = await this.context.quotes(rows.map((row) => row.card_id));
    return toPage(
      rows,
      limit,
      scope,
      (row) => [toDate(row.added_at).toISOString(), row.card_id],
      (row) => {
        const entry = entryOf(row);
        const quote = quotes.get(entry.cardId);
        return {
          ...entry,
          cardName: quote?.name ?? null,
          game: quote?.game ?? null,
          condition: quote?.condition ?? null,
          unitValue: quote ? holdingValue(quote.bestMarketPrice, quote.condition, 1) : null,
          marketValue: quote ? holdingValue(quote.bestMarketPrice, quote.condition, entry.quantity) : null,
        };
      },
    );
  }

  /** Every holding of the owner (stats and analytics read them whole). */
  async all(ownerId: string): Promise<HoldingEntry[]> {
    const rows: Array<Record<string, any>> = await this.context.orm.em
      .getConnection()
      .execute(
        `select "card_id", "quantity", "purchase_price"::float8 as "purchase_price", "added_at", "updated_at" from "collection"."holding" where "owner_id" = ?`,
        [ownerId],
      );
    return rows.map(entryOf);
  }

  async totalCards(ownerId: string): Promise<number> {
    const [row]: Array<{ total: number }> = await this.context.orm.em
      .getConnection()
      .execute(
        `select coalesce((select "total_cards" from "collection"."portfolio" where "owner_id" = ?), 0)::float8 as "total"`,
        [ownerId],
      );
    return row.total;
  }
}

function entryOf(row: Record<string, any>): HoldingEntry {
  return {
    cardId: row.card_id,
    quantity: Number(row.quantity),
    purchasePrice: Number(row.purchase_price),
    addedAt: toDate(row.added_at),
    updatedAt: toDate(row.updated_at),
  };
}

/** A holding beyond 2,147,483,647 copies overflows its column; the statement changed nothing. */
export function rethrowOverflow(error: unknown): never {
  if ((error as { code?: string }).code === '22003' || /out of range/.test((error as Error).message ?? '')) {
    throw new BadInput('That many copies of one card cannot be held', { reason: 'quantity_too_large' });
  }
  throw error;
}

export type { Sql };
