/** The cards API's allowed values (its OpenAPI document's enums). */
export const GAMES = ['mtg', 'pokemon', 'yugioh', 'lorcana', 'other'] as const;
export const RARITIES = ['common', 'uncommon', 'rare', 'mythic', 'secret'] as const;
export const CONDITIONS = [
  'mint',
  'near_mint',
  'lightly_played',
  'moderately_played',
  'heavily_played',
  'damaged',
] as const;
export const FINISHES = ['standard', 'foil', 'etched', 'borderless', 'serialized'] as const;
/** The marketplaces a price is posted from. */
export const MARKETPLACE_SOURCES = ['tcgplayer', 'cardkingdom', 'ebay', 'private_auction'] as const;
/** Scryfall's prices, one source per currency and finish (tix: MTGO event tickets). */
export const SCRYFALL_SOURCES = [
  'scryfall_usd',
  'scryfall_usd_foil',
  'scryfall_usd_etched',
  'scryfall_eur',
  'scryfall_eur_foil',
  'scryfall_tix',
] as const;
export const PRICE_SOURCES = [...MARKETPLACE_SOURCES, ...SCRYFALL_SOURCES] as const;
/**
 * The sources the market price, arbitrage and price changes read: dollar prices of the card's primary
 * (nonfoil) printing. Foil, etched, euro and ticket prices are kept per source and read by history.
 */
export const MARKET_SOURCES: readonly PriceSource[] = [...MARKETPLACE_SOURCES, 'scryfall_usd'];
/** SQL: the point (table alias) is one the market price reads. */
export const marketSourceSql = (alias: string) =>
  `${alias}."source" in (${MARKET_SOURCES.map((source) => `'${source}'`).join(', ')})`;

export type Game = (typeof GAMES)[number];
export type Rarity = (typeof RARITIES)[number];
export type Condition = (typeof CONDITIONS)[number];
export type Finish = (typeof FINISHES)[number];
export type PriceSource = (typeof PRICE_SOURCES)[number];
