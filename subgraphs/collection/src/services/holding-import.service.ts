import { parse } from 'csv-parse/sync';
import { BadInput } from '@platform/errors';
import { EntitlementRequired, PortfolioLimitExceeded } from '@platform/cards-errors';
import { BULK_IMPORT } from '../ports.js';
import { roundCents } from '../rules/valuation.js';
import { isUuid } from '../rules/parse-input.js';
import { withOwnersLocked, type CollectionContext } from './collection-context.js';
import { ADD_WITHIN_LIMIT, MERGE_HELD } from './holding-writes.js';
import {
  MAX_ADD_QUANTITY,
  MAX_IMPORT_ROWS,
  MAX_PRICE,
  rethrowOverflow,
  type HoldingService,
} from './holding.service.js';

/** CSV bulk import of holdings (Pro): checked whole, then added in one statement like `add`. */
export class HoldingImportService {
  constructor(
    private readonly context: CollectionContext,
    private readonly holdings: HoldingService,
  ) {}

  /**
   * CSV bulk import of holdings (entitlement portfolio.catalog.bulk_import): a header row with
   * `card_id` and `quantity` and optionally `purchase_price` (per copy, default 0), any order, any
   * case; at most 10,000 rows. All or nothing: any bad row (unknown card, bad number) refuses the
   * whole file with every problem listed by line, so fixing and sending it again never counts a row
   * twice. Rows of the same card add up (prices averaged); each then adds to the holding as `add`.
   */
  async importCsv(
    ownerId: string,
    csv: string,
  ): Promise<{ rows: number; cards: number; copiesAdded: number; totalCards: number }> {
    const entitlements = await this.context.entitlementsOf(ownerId);
    if (!entitlements.entitlements.includes(BULK_IMPORT) || !entitlements.catalogingLimits.bulkImport)
      throw new EntitlementRequired(BULK_IMPORT);
    let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
    try {
      records = parse(csv, {
        columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
        bom: true,
        skip_empty_lines: true,
        trim: true,
        info: true,
      });
    } catch (error) {
      throw new BadInput(`Not a readable CSV: ${(error as Error).message}`, { reason: 'invalid_csv' });
    }
    if (records.length === 0) throw new BadInput('The CSV has no rows', { reason: 'invalid_csv' });
    if (records.length > MAX_IMPORT_ROWS)
      throw new BadInput(`At most ${MAX_IMPORT_ROWS} rows per import`, { reason: 'invalid_csv' });
    if (!('card_id' in records[0].record) || !('quantity' in records[0].record))
      throw new BadInput('The CSV header needs card_id and quantity', { reason: 'invalid_csv' });
    const errors: Array<{ line: number; message: string }> = [];
    const byCard = new Map<string, { quantity: number; paid: number }>();
    for (const { record, info } of records) {
      const cardId = (record.card_id ?? '').toLowerCase();
      const quantity = Number(record.quantity);
      const price =
        record.purchase_price === undefined || record.purchase_price === ''
          ? 0
          : Number(record.purchase_price);
      if (!isUuid(cardId)) errors.push({ line: info.lines, message: 'card_id is not a card id' });
      else if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ADD_QUANTITY)
        errors.push({
          line: info.lines,
          message: `quantity must be a whole number from 1 to ${MAX_ADD_QUANTITY}`,
        });
      else if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE)
        errors.push({ line: info.lines, message: 'purchase_price must be a number, not negative' });
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
      if (byCard.has(cardId) && !quotes.has(cardId))
        errors.push({ line: info.lines, message: `no card with the id ${cardId}` });
    }
    if (errors.length) {
      errors.sort((a, b) => a.line - b.line);
      throw new BadInput(`${errors.length} row(s) cannot be imported; nothing was imported`, {
        reason: 'invalid_csv',
        errors: errors.slice(0, 100),
      });
    }
    const rows = [...byCard].map(([card_id, entry]) => ({
      card_id,
      quantity: entry.quantity,
      purchase_price: roundCents(entry.paid / entry.quantity),
    }));
    const copies = rows.reduce((sum, row) => sum + row.quantity, 0);
    const max = entitlements.catalogingLimits.maxCards;
    const now = this.context.now();
    const [result] = await withOwnersLocked(this.context, [ownerId], (sql) =>
      sql<Array<{ total: number | null }>>(
        `with p as (${ADD_WITHIN_LIMIT}),
         h as (
           insert into "collection"."holding" ("owner_id", "card_id", "quantity", "purchase_price", "added_at", "updated_at")
           select ?, r."card_id", r."quantity", r."purchase_price", ?, ? from p, jsonb_to_recordset(?::jsonb) as r("card_id" uuid, "quantity" int, "purchase_price" numeric)
           ${MERGE_HELD}
           returning "card_id")
         select (select "total_cards" from p)::float8 as "total", (select count(*) from h)::int as "written"`,
        [ownerId, copies, now, copies, max, max, ownerId, now, now, JSON.stringify(rows)],
      ),
    ).catch(rethrowOverflow);
    if (result.total === null) {
      throw new PortfolioLimitExceeded({
        current_cards: await this.holdings.totalCards(ownerId),
        requested_cards: copies,
        max_cards: max,
      });
    }
    return { rows: records.length, cards: rows.length, copiesAdded: copies, totalCards: result.total };
  }
}
