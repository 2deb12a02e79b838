import type { ParsedCardInput } from '../rules/card-input.js';

/** One card as an importer hands it to the catalog: a validated card input and its natural key. */
export interface ImportedCard {
  importKey: string;
  card: ParsedCardInput;
}

/** What an importer yields per source item: a card, or a reason the item was left out or was bad. */
export type ImportItem =
  | { kind: 'card'; at: number; value: ImportedCard }
  | { kind: 'skipped'; at: number; reason: string }
  | { kind: 'invalid'; at: number; message: string };
