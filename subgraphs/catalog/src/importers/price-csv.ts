import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { z } from 'zod';
import { PRICE_CSV_COLUMNS, REQUIRED_PRICE_CSV_COLUMNS } from '@platform/catalog-contracts';
import { pricePointInputSchema } from '../rules/card-input.js';
import { CONDITIONS, GAMES } from '../rules/vocabulary.js';
import type { CardRef, ImportItem } from './catalog-row.js';

type Row = Partial<Record<(typeof PRICE_CSV_COLUMNS)[number], string>>;

const text = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A row as the price CSV spells it, into a point of the card it names. */
const rowSchema = z
  .object({
    source: text,
    price: text,
    is_sold: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform((value, context) => {
        if (!value || value === 'false' || value === '0') return false;
        if (value === 'true' || value === '1') return true;
        context.addIssue({ code: 'custom', message: 'must be true or false' });
        return z.NEVER;
      }),
    timestamp: text,
    card_id: text,
    scryfall_id: text,
    external_id: text,
    game: text.pipe(z.enum(GAMES).optional()),
    set_code: text,
    collector_number: text,
    condition: text.pipe(z.enum(CONDITIONS).optional()),
  })
  .transform((row, context) => {
    const card: CardRef | null = row.card_id
      ? { cardId: row.card_id }
      : row.scryfall_id
        ? { importKey: `scryfall:${row.scryfall_id}` }
        : row.external_id
          ? { importKey: `csv:${row.external_id}` }
          : row.game && row.set_code && row.collector_number
            ? {
                game: row.game,
                setCode: row.set_code.toUpperCase(),
                collectorNumber: row.collector_number,
                condition: row.condition ?? 'mint',
              }
            : null;
    if (!card) {
      context.addIssue({
        code: 'custom',
        message: 'names no card: card_id, scryfall_id, external_id or game + set_code + collector_number',
      });
      return z.NEVER;
    }
    const point = pricePointInputSchema.safeParse({
      source: row.source,
      price: row.price === undefined ? undefined : Number(row.price.replace(/^\$/, '')),
      isSold: row.is_sold,
      timestamp: row.timestamp,
    });
    if (!point.success) {
      for (const issue of point.error.issues) context.addIssue({ ...issue, code: 'custom' });
      return z.NEVER;
    }
    return { card, ...point.data, observedAt: point.data.timestamp ?? undefined };
  });

/** Reads the price CSV (packages/catalog-contracts) as points, each row validated on its own. */
export async function* readPriceCsv(input: Readable): AsyncGenerator<ImportItem> {
  const parser = input.pipe(
    parse({
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }),
  );
  let checkedHeader = false;
  for await (const { record, info } of parser as AsyncIterable<{ record: Row; info: { lines: number } }>) {
    if (!checkedHeader) {
      const missing = REQUIRED_PRICE_CSV_COLUMNS.filter((column) => !(column in record));
      if (missing.length) throw new Error(`The CSV header lacks required columns: ${missing.join(', ')}`);
      checkedHeader = true;
    }
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      yield {
        kind: 'invalid',
        at: info.lines,
        message: parsed.error.issues
          .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
          .join('; '),
      };
      continue;
    }
    const { card, source, price, isSold, observedAt } = parsed.data;
    yield { kind: 'point', at: info.lines, value: { card, source, price, isSold, observedAt } };
  }
}
