import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import { cardInputSchema } from '../rules/card-input.js';
import type { Finish, Rarity } from '../rules/vocabulary.js';
import type { ImportedPrice, ImportItem } from './catalog-row.js';

/** The fields of a Scryfall card object (bulk-data files are arrays of them) the importer reads. */
export interface ScryfallCard {
  id?: string;
  name?: string;
  lang?: string;
  layout?: string;
  digital?: boolean;
  set?: string;
  set_name?: string;
  collector_number?: string;
  rarity?: string;
  border_color?: string;
  promo_types?: string[];
  finishes?: string[];
  image_uris?: { normal?: string; large?: string; small?: string };
  card_faces?: Array<{ image_uris?: { normal?: string; large?: string; small?: string } }>;
  prices?: Partial<Record<ScryfallPriceKey, string | null>>;
}

/** The price keys of a Scryfall card object, each recorded as its own source. */
const PRICE_KEYS = ['usd', 'usd_foil', 'usd_etched', 'eur', 'eur_foil', 'tix'] as const;
type ScryfallPriceKey = (typeof PRICE_KEYS)[number];

/** Layouts that are not collectible cards of their own. */
const NON_CARD_LAYOUTS = new Set([
  'token',
  'double_faced_token',
  'emblem',
  'art_series',
  'vanguard',
  'scheme',
  'planar',
]);

/** Scryfall's rarities; special (timeshifted and the like) and bonus are the rarest printings: secret. */
const RARITY: Record<string, Rarity> = {
  common: 'common',
  uncommon: 'uncommon',
  rare: 'rare',
  mythic: 'mythic',
  special: 'secret',
  bonus: 'secret',
};

const price = (value: string | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
};

/**
 * One Scryfall card object → a catalog card (game mtg, key `scryfall:<id>`), or why it is left out:
 * digital-only printings, non-English printings and non-card layouts (tokens, emblems, art cards).
 * Variants are its finishes: nonfoil (finish standard, or borderless / serialized when the printing
 * is), foil and etched, with prices.usd, usd_foil and usd_etched as their market prices. Every
 * price the object carries (usd, usd_foil, usd_etched, eur, eur_foil, tix) comes along as a point of
 * its own source (scryfall_<key>).
 */
export function mapScryfallCard(raw: ScryfallCard, at: number): ImportItem {
  if (!raw || typeof raw !== 'object' || !raw.id)
    return { kind: 'invalid', at, message: 'not a Scryfall card object (no id)' };
  if (raw.digital) return { kind: 'skipped', at, reason: 'digital-only printing' };
  if (raw.lang && raw.lang !== 'en') return { kind: 'skipped', at, reason: `language ${raw.lang}` };
  if (raw.layout && NON_CARD_LAYOUTS.has(raw.layout))
    return { kind: 'skipped', at, reason: `layout ${raw.layout}` };
  const nonfoilFinish: Finish = raw.promo_types?.includes('serialized')
    ? 'serialized'
    : raw.border_color === 'borderless'
      ? 'borderless'
      : 'standard';
  const finishes = raw.finishes?.length ? raw.finishes : ['nonfoil'];
  const variants = finishes.flatMap((finish) => {
    if (finish === 'nonfoil')
      return [{ label: 'Nonfoil', finish: nonfoilFinish, marketPrice: price(raw.prices?.usd) }];
    if (finish === 'foil')
      return [{ label: 'Foil', finish: 'foil' as Finish, marketPrice: price(raw.prices?.usd_foil) }];
    if (finish === 'etched')
      return [{ label: 'Etched', finish: 'etched' as Finish, marketPrice: price(raw.prices?.usd_etched) }];
    return [];
  });
  const parsed = cardInputSchema.safeParse({
    name: raw.name,
    game: 'mtg',
    setCode: raw.set,
    setName: raw.set_name,
    rarity: RARITY[raw.rarity ?? ''] ?? raw.rarity,
    collectorNumber: raw.collector_number,
    imageUri:
      raw.image_uris?.normal ??
      raw.card_faces?.find((face) => face.image_uris?.normal)?.image_uris?.normal ??
      null,
    condition: 'mint',
    variants,
  });
  if (!parsed.success) {
    return {
      kind: 'invalid',
      at,
      message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    };
  }
  const prices: ImportedPrice[] = PRICE_KEYS.flatMap((key) => {
    const value = price(raw.prices?.[key]);
    return value === null ? [] : [{ source: `scryfall_${key}` as const, price: value }];
  });
  return { kind: 'card', at, value: { importKey: `scryfall:${raw.id}`, card: parsed.data, prices } };
}

/** Streams a bulk-data file (a JSON array of card objects, any size) item by item. */
export async function* readScryfallBulk(input: Readable): AsyncGenerator<ImportItem> {
  const items = input.pipe(streamArray.withParserAsStream());
  for await (const { key, value } of items as AsyncIterable<{ key: number; value: ScryfallCard }>)
    yield mapScryfallCard(value, key);
}

export const openScryfallFile = (file: string) => createReadStream(file);
