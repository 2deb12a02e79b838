/**
 * The catalog CSV format: UTF-8, comma-separated, RFC 4180 quoting, a header row naming the columns
 * (any order, case-insensitive; unknown columns are ignored). One row per variant; rows with the same
 * card key (external_id, or else game + set_code + collector_number + condition) are one card, and
 * must follow each other.
 *
 * | column | required | meaning |
 * | game, set_code, set_name, name, collector_number, rarity | yes | the card (the cards API's values) |
 * | condition | no (mint) | the cards API's conditions |
 * | image_uri | no | absolute http(s) URL |
 * | variant_label | no (Standard) | the variant's label, unique within the card |
 * | finish | no (standard) | standard, foil, etched, borderless, serialized |
 * | market_price, listed_price | no | dollars, e.g. 12.50 |
 * | external_id | no | the source's id of the card; the card key when given |
 */
export const CATALOG_CSV_COLUMNS = [
  'game',
  'set_code',
  'set_name',
  'name',
  'collector_number',
  'rarity',
  'condition',
  'image_uri',
  'variant_label',
  'finish',
  'market_price',
  'listed_price',
  'external_id',
] as const;
export const REQUIRED_CATALOG_CSV_COLUMNS = [
  'game',
  'set_code',
  'set_name',
  'name',
  'collector_number',
  'rarity',
] as const;
