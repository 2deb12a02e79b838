/**
 * The price CSV format (import kind `prices`): UTF-8, comma-separated, RFC 4180 quoting, a header row
 * (any order, case-insensitive; unknown columns are ignored). One row per observed price.
 *
 * | column | required | meaning |
 * | source | yes | a price source of the cards API (tcgplayer, cardkingdom, ebay, private_auction, scryfall_usd, …) |
 * | price | yes | dollars (or the source's currency), not negative, e.g. 12.50 |
 * | is_sold | no (false) | true for a sold listing, false for an active one |
 * | timestamp | no (the import's time) | ISO 8601 with a time zone; not in the future |
 *
 * The card, by the first of these a row carries: card_id (the catalog's id), scryfall_id (a card
 * imported from Scryfall), external_id (a card imported from the catalog CSV with that id), or
 * game + set_code + collector_number (+ condition, default mint).
 */
export const PRICE_CSV_COLUMNS = [
  'source',
  'price',
  'is_sold',
  'timestamp',
  'card_id',
  'scryfall_id',
  'external_id',
  'game',
  'set_code',
  'collector_number',
  'condition',
] as const;
export const REQUIRED_PRICE_CSV_COLUMNS = ['source', 'price'] as const;
