import type { ParsedCardInput } from '../rules/card-input.js';
import type { PriceSource } from '../rules/vocabulary.js';

/** One price the source carries for a card: recorded as an active-listing point of that source. */
export interface ImportedPrice {
  source: PriceSource;
  price: number;
}

/** One card as an importer hands it to the catalog: a validated card input, its natural key and its prices. */
export interface ImportedCard {
  importKey: string;
  card: ParsedCardInput;
  prices?: ImportedPrice[];
}

/** How a price row names its card: the catalog's id, an import key, or the printing's natural key. */
export type CardRef =
  | { cardId: string }
  | { importKey: string }
  | { game: string; setCode: string; collectorNumber: string; condition: string };

/** One row of a price file: a point for the card it names. */
export interface ImportedPoint {
  card: CardRef;
  source: PriceSource;
  price: number;
  isSold: boolean;
  /** Absent: the time of the import. */
  observedAt?: Date;
}

/** What an importer yields per source item: a card, a price point, or a reason the item was left out or was bad. */
export type ImportItem =
  | { kind: 'card'; at: number; value: ImportedCard }
  | { kind: 'point'; at: number; value: ImportedPoint }
  | { kind: 'skipped'; at: number; reason: string }
  | { kind: 'invalid'; at: number; message: string };
