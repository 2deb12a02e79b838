import { z } from 'zod';
import { parse } from 'csv-parse/sync';
import { BadInput, BusinessRuleViolation, EntitlementRequired, NotFound, PortfolioLimitExceeded } from '@platform/errors';
import { decodeCursor, keysetCondition, keysetOrderBy, pageLimit, toPage, type KeyColumn, type Page, type PageRequest } from '@platform/pagination';
import { BULK_IMPORT } from '../ports.js';
import { holdingValue, roundCents } from '../rules/valuation.js';
import { isUuid, parseInput } from '../rules/parse-input.js';
import { toDate, withOwnersLocked, type CollectionContext, type Sql } from './collection-context.js';

/** The most copies one add (or one CSV row) may carry. */
export const MAX_ADD_QUANTITY = 1_000_000;
/** Rows of one CSV bulk import. */
export const MAX_IMPORT_ROWS = 10_000;
const MAX_PRICE = 9_999_999_999.99;

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
  quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(1, 'quantity must be positive').max(MAX_ADD_QUANTITY),
  purchasePrice: z.number({ error: 'purchasePrice must be a number' }).finite().min(0, 'purchasePrice must not be negative').max(MAX_PRICE).transform(roundCents).default(0),
});
export type AddHoldingInput = z.input<typeof addSchema>;

const removeSchema = z.object({
  quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(1, 'quantity must be positive').optional(),
});

const HOLDING_ORDER: KeyColumn[] = [
  { sql: '"added_at"', direction: 'desc', cast: 'timestamptz' },
  { sql: '"card_id"', direction: 'desc', cast: 'uuid' },
];

const unknownCard = (cardIds: string[]) => new BusinessRuleViolation('unknown_card', `No card with the id ${cardIds.join(', ')}`, { card_ids: cardIds });

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
        `with p as (
           insert into "collection"."portfolio" ("owner_id", "total_cards", "updated_at") select ?, ?, ? where ?::bigint <= ?::bigint
           on conflict ("owner_id") do update set "total_cards" = "portfolio"."total_cards" + excluded."total_cards", "updated_at" = excluded."updated_at"
           where "portfolio"."total_cards" + excluded."total_cards" <= ?::bigint
           returning "total_cards"),
         h as (
           insert into "collection"."holding" ("owner_id", "card_id", "quantity", "purchase_price", "added_at", "updated_at")
           select ?, ?, ?, ?, ?, ? from p
           on conflict ("owner_id", "card_id") do update set
             "purchase_price" = round(("holding"."purchase_price" * "holding"."quantity" + excluded."purchase_price" * excluded."quantity") / ("holding"."quantity" + excluded."quantity"), 2),
             "quantity" = "holding"."quantity" + excluded."quantity", "updated_at" = excluded."updated_at"
           returning *)
         select h."card_id", h."quantity", h."purchase_price"::float8 as "purchase_price", h."added_at", h."updated_at" from h`,
        [ownerId, quantity, now, quantity, catalogingLimits.maxCards, catalogingLimits.maxCards, ownerId, id, quantity, purchasePrice, now, now],
      ),
    ).catch(rethrowOverflow);
    if (!row) {
      const current = await this.totalCards(ownerId);
      throw new PortfolioLimitExceeded({ current_cards: current, requested_cards: quantity, max_cards: catalogingLimits.maxCards });
    }
    return { ownerId, entry: entryOf(row) };
  }

  /** Removes `quantity` copies (all of them without a quantity, or with one at or above what is held). 404 when not held. */
  async remove(ownerId: string, cardId: string, input: z.input<typeof removeSchema> = {}): Promise<{ ownerId: string; removedCardId: string; remainingQuantity: number }> {
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
        [ownerId, id, ownerId, id, take, take, this.context.now(), ownerId, id, take, take, this.context.now(), ownerId],
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
    return toPage(rows, limit, scope, (row) => [toDate(row.added_at).toISOString(), row.card_id], (row) => {
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
    });
  }

  /** Every holding of the owner (stats and analytics read them whole). */
  async all(ownerId: string): Promise<HoldingEntry[]> {
    const rows: Array<Record<string, any>> = await this.context.orm.em.getConnection().execute(
      `select "card_id", "quantity", "purchase_price"::float8 as "purchase_price", "added_at", "updated_at" from "collection"."holding" where "owner_id" = ?`,
      [ownerId],
    );
    return rows.map(entryOf);
  }

  async totalCards(ownerId: string): Promise<number> {
    const [row]: Array<{ total: number }> = await this.context.orm.em.getConnection().execute(
      `select coalesce((select "total_cards" from "collection"."portfolio" where "owner_id" = ?), 0)::float8 as "total"`,
      [ownerId],
    );
    return row.total;
  }

  /**
   * CSV bulk import of holdings (entitlement portfolio.catalog.bulk_import): a header row with
   * `card_id` and `quantity` and optionally `purchase_price` (per copy, default 0), any order, any
   * case; at most 10,000 rows. All or nothing: any bad row (unknown card, bad number) refuses the
   * whole file with every problem listed by line, so fixing and sending it again never counts a row
   * twice. Rows of the same card add up (prices averaged); each then adds to the holding as `add`.
   */
  async importCsv(ownerId: string, csv: string): Promise<{ rows: number; cards: number; copiesAdded: number; totalCards: number }> {
    const entitlements = await this.context.entitlementsOf(ownerId);
    if (!entitlements.entitlements.includes(BULK_IMPORT) || !entitlements.catalogingLimits.bulkImport) throw new EntitlementRequired(BULK_IMPORT);
    let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
    try {
      records = parse(csv, { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), bom: true, skip_empty_lines: true, trim: true, info: true });
    } catch (error) {
      throw new BadInput(`Not a readable CSV: ${(error as Error).message}`, { reason: 'invalid_csv' });
    }
    if (records.length === 0) throw new BadInput('The CSV has no rows', { reason: 'invalid_csv' });
    if (records.length > MAX_IMPORT_ROWS) throw new BadInput(`At most ${MAX_IMPORT_ROWS} rows per import`, { reason: 'invalid_csv' });
    if (!('card_id' in records[0].record) || !('quantity' in records[0].record)) throw new BadInput('The CSV header needs card_id and quantity', { reason: 'invalid_csv' });
    const errors: Array<{ line: number; message: string }> = [];
    const byCard = new Map<string, { quantity: number; paid: number }>();
    for (const { record, info } of records) {
      const cardId = (record.card_id ?? '').toLowerCase();
      const quantity = Number(record.quantity);
      const price = record.purchase_price === undefined || record.purchase_price === '' ? 0 : Number(record.purchase_price);
      if (!isUuid(cardId)) errors.push({ line: info.lines, message: 'card_id is not a card id' });
      else if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ADD_QUANTITY) errors.push({ line: info.lines, message: `quantity must be a whole number from 1 to ${MAX_ADD_QUANTITY}` });
      else if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE) errors.push({ line: info.lines, message: 'purchase_price must be a number, not negative' });
      else {
        const entry = byCard.get(cardId) ?? { quantity: 0, paid: 0 };
        entry.quantity += quantity;
        entry.paid += roundCents(price) * quantity;
        byCard.set(cardId, entry);
      }
    }
    const quotes = await this.context.quotes([...byCard.keys()]);
    for (const { record, info } of records) {
      const cardId = (record.card_id ?? '').toLowerCase();
      if (byCard.has(cardId) && !quotes.has(cardId)) errors.push({ line: info.lines, message: `no card with the id ${cardId}` });
    }
    if (errors.length) {
      errors.sort((a, b) => a.line - b.line);
      throw new BadInput(`${errors.length} row(s) cannot be imported; nothing was imported`, { reason: 'invalid_csv', errors: errors.slice(0, 100) });
    }
    const rows = [...byCard].map(([card_id, entry]) => ({ card_id, quantity: entry.quantity, purchase_price: roundCents(entry.paid / entry.quantity) }));
    const copies = rows.reduce((sum, row) => sum + row.quantity, 0);
    const max = entitlements.catalogingLimits.maxCards;
    const now = this.context.now();
    const [result] = await withOwnersLocked(this.context, [ownerId], (sql) =>
      sql<Array<{ total: number | null }>>(
        `with p as (
           insert into "collection"."portfolio" ("owner_id", "total_cards", "updated_at") select ?, ?, ? where ?::bigint <= ?::bigint
           on conflict ("owner_id") do update set "total_cards" = "portfolio"."total_cards" + excluded."total_cards", "updated_at" = excluded."updated_at"
           where "portfolio"."total_cards" + excluded."total_cards" <= ?::bigint
           returning "total_cards"),
         h as (
           insert into "collection"."holding" ("owner_id", "card_id", "quantity", "purchase_price", "added_at", "updated_at")
           select ?, r."card_id", r."quantity", r."purchase_price", ?, ? from p, jsonb_to_recordset(?::jsonb) as r("card_id" uuid, "quantity" int, "purchase_price" numeric)
           on conflict ("owner_id", "card_id") do update set
             "purchase_price" = round(("holding"."purchase_price" * "holding"."quantity" + excluded."purchase_price" * excluded."quantity") / ("holding"."quantity" + excluded."quantity"), 2),
             "quantity" = "holding"."quantity" + excluded."quantity", "updated_at" = excluded."updated_at"
           returning "card_id")
         select (select "total_cards" from p)::float8 as "total", (select count(*) from h)::int as "written"`,
        [ownerId, copies, now, copies, max, max, ownerId, now, now, JSON.stringify(rows)],
      ),
    ).catch(rethrowOverflow);
    if (result.total === null) {
      throw new PortfolioLimitExceeded({ current_cards: await this.totalCards(ownerId), requested_cards: copies, max_cards: max });
    }
    return { rows: records.length, cards: rows.length, copiesAdded: copies, totalCards: result.total };
  }
}

function entryOf(row: Record<string, any>): HoldingEntry {
  return { cardId: row.card_id, quantity: Number(row.quantity), purchasePrice: Number(row.purchase_price), addedAt: toDate(row.added_at), updatedAt: toDate(row.updated_at) };
}

/** A holding beyond 2,147,483,647 copies overflows its column; the statement changed nothing. */
function rethrowOverflow(error: unknown): never {
  if ((error as { code?: string }).code === '22003' || /out of range/.test((error as Error).message ?? '')) {
    throw new BadInput('That many copies of one card cannot be held', { reason: 'quantity_too_large' });
  }
  throw error;
}

export type { Sql };
