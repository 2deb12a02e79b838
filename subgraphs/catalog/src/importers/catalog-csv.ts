import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { cardInputSchema } from '../rules/card-input.js';
import type { ImportItem } from './catalog-row.js';
import { CATALOG_CSV_COLUMNS, REQUIRED_CATALOG_CSV_COLUMNS } from '@platform/catalog-contracts';

type Row = Partial<Record<(typeof CATALOG_CSV_COLUMNS)[number], string>>;

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();
const money = (value: string | undefined) => {
  const text = blankToUndefined(value);
  return text === undefined ? null : Number(text.replace(/^\$/, ''));
};

function cardKey(row: Row): string {
  const external = blankToUndefined(row.external_id);
  if (external) return `csv:${external}`;
  return ['csv', row.game, row.set_code, row.collector_number, row.condition || 'mint']
    .map((part) => (part ?? '').trim().toLowerCase())
    .join(':');
}

/** Reads the catalog CSV as cards (the rows of one card key grouped), each validated on its own. */
export async function* readCatalogCsv(input: Readable): AsyncGenerator<ImportItem> {
  const parser = input.pipe(
    parse({
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }),
  );
  let group: { key: string; at: number; rows: Row[] } | null = null;
  let checkedHeader = false;
  const flush = (): ImportItem | null => {
    if (!group) return null;
    const [first] = group.rows;
    const parsed = cardInputSchema.safeParse({
      name: first.name,
      game: blankToUndefined(first.game)?.toLowerCase(),
      setCode: first.set_code,
      setName: first.set_name,
      rarity: blankToUndefined(first.rarity)?.toLowerCase(),
      collectorNumber: first.collector_number,
      condition: blankToUndefined(first.condition)?.toLowerCase(),
      imageUri: blankToUndefined(first.image_uri) ?? null,
      variants: group.rows.map((row) => ({
        label: blankToUndefined(row.variant_label) ?? 'Standard',
        finish: blankToUndefined(row.finish)?.toLowerCase(),
        marketPrice: money(row.market_price),
        listedPrice: money(row.listed_price),
      })),
    });
    const item: ImportItem = parsed.success
      ? { kind: 'card', at: group.at, value: { importKey: group.key, card: parsed.data } }
      : {
          kind: 'invalid',
          at: group.at,
          message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        };
    group = null;
    return item;
  };
  for await (const { record, info } of parser as AsyncIterable<{ record: Row; info: { lines: number } }>) {
    if (!checkedHeader) {
      const missing = REQUIRED_CATALOG_CSV_COLUMNS.filter((column) => !(column in record));
      if (missing.length) throw new Error(`The CSV header lacks required columns: ${missing.join(', ')}`);
      checkedHeader = true;
    }
    const key = cardKey(record);
    if (group && group.key !== key) {
      const item = flush();
      if (item) yield item;
    }
    group ??= { key, at: info.lines, rows: [] };
    group.rows.push(record);
  }
  const last = flush();
  if (last) yield last;
}
