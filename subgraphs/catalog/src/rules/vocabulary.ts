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
export const PRICE_SOURCES = ['tcgplayer', 'cardkingdom', 'ebay', 'private_auction'] as const;

export type Game = (typeof GAMES)[number];
export type Rarity = (typeof RARITIES)[number];
export type Condition = (typeof CONDITIONS)[number];
export type Finish = (typeof FINISHES)[number];
export type PriceSource = (typeof PRICE_SOURCES)[number];
