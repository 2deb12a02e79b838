import { defineEntity, p } from '@mikro-orm/core';
import type { Condition, Game, Rarity } from '../rules/vocabulary.js';

const CardSchema = defineEntity({
  name: 'Card',
  schema: 'catalog',
  tableName: 'card',
  indexes: [
    { name: 'card_search_name_idx', properties: ['searchName', 'id'] },
    { name: 'card_game_search_name_idx', properties: ['game', 'searchName', 'id'] },
    { name: 'card_set_code_idx', properties: ['setCode', 'collectorNumber'] },
    { name: 'card_ticker_idx', properties: ['ticker'] },
    // Search's substring and ticker-prefix matches (Migration20261125090000 says why).
    {
      name: 'card_search_name_trgm_idx',
      expression:
        'create index "card_search_name_trgm_idx" on "catalog"."card" using gin ("search_name" public.gin_trgm_ops)',
    },
    {
      name: 'card_ticker_pattern_idx',
      expression: 'create index "card_ticker_pattern_idx" on "catalog"."card" ("ticker" text_pattern_ops)',
    },
  ],
  uniques: [{ name: 'card_import_key_unique', properties: ['importKey'] }],
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
    /** The name in lower case: the search order and the case-insensitive name match. */
    searchName: p.string().length(200),
    game: p.string().length(10).$type<Game>(),
    /** Stored upper case. */
    setCode: p.string().length(16),
    setName: p.string().length(200),
    rarity: p.string().length(10).$type<Rarity>(),
    condition: p.string().length(20).$type<Condition>(),
    collectorNumber: p.string().length(20),
    /** GAME-SET-NAME (rules/ticker.ts); not unique: four printings of a basic land share one. */
    ticker: p.string().length(50),
    imageUri: p.text().nullable(),
    /** Natural key of an imported card (`scryfall:<id>`, `csv:...`): a re-import updates instead of duplicating. */
    importKey: p.string().length(200).nullable(),
    /** How many price points were ever recorded: the version the market price snapshot was computed at. */
    pointsRecorded: p.integer().default(0),
    createdBy: p.string().length(255).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** A card of the catalog (one printing in one condition), with its variants. */
export class Card extends CardSchema.class {}
CardSchema.setClass(Card);
