import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { NotFound } from '@platform/errors';
import {
  decodeCursor,
  keysetCondition,
  keysetOrderBy,
  pageLimit,
  toPage,
  type KeyColumn,
  type Page,
  type PageRequest,
} from '@platform/pagination';
import { Card } from '../entities/card.entity.js';
import { Variant } from '../entities/variant.entity.js';
import { cardInputSchema, DEFAULT_VARIANT, type CardInput } from '../rules/card-input.js';
import { tickerOf } from '../rules/ticker.js';
import { GAMES, RARITIES, type Condition, type Finish, type Game, type Rarity } from '../rules/vocabulary.js';
import { isUuid, parseInput } from '../rules/parse-input.js';
import { likeEscape, type CatalogContext } from './catalog-context.js';

export interface VariantView {
  variantId: string;
  label: string;
  finish: Finish;
  marketPrice: number | null;
  listedPrice: number | null;
}

export interface CardView {
  cardId: string;
  name: string;
  game: Game;
  setCode: string;
  setName: string;
  rarity: Rarity;
  condition: Condition;
  collectorNumber: string;
  ticker: string;
  imageUri: string | null;
  variants: VariantView[];
  createdAt: Date;
  updatedAt: Date;
}

/** A card without its variants and dates, as a search lists it. */
export type CardSummary = Pick<
  CardView,
  'cardId' | 'name' | 'game' | 'setCode' | 'setName' | 'rarity' | 'collectorNumber' | 'condition' | 'ticker'
>;

/** What other domains need of a card to value it (the collection's holdings, a trade's items). */
export interface CardQuote {
  cardId: string;
  name: string;
  game: Game;
  ticker: string;
  condition: Condition;
  /** The highest market price among the card's variants; null when none has one. */
  bestMarketPrice: number | null;
}

const searchSchema = z.object({
  /** Part of the name (any case), or the start of the ticker. */
  q: z.string().trim().max(200).optional(),
  /** The exact name, any case. */
  name: z.string().trim().min(1).max(200).optional(),
  game: z.enum(GAMES).optional(),
  /** A set code, any case. */
  set: z
    .string()
    .trim()
    .min(1)
    .max(16)
    .transform((code) => code.toUpperCase())
    .optional(),
  rarity: z.enum(RARITIES).optional(),
  collectorNumber: z.string().trim().min(1).max(20).optional(),
});
export type CardSearch = z.input<typeof searchSchema>;

/** Search order: name (lower case), then id; the pair is unique, so the keyset walk is exact. */
const SEARCH_ORDER: KeyColumn[] = [
  { sql: '"search_name"', direction: 'asc', cast: 'text' },
  { sql: '"id"', direction: 'asc', cast: 'uuid' },
];

export class CardService {
  constructor(private readonly context: CatalogContext) {}

  /** Creates a card with its variants (one default "Standard" variant when none is given) in one statement. */
  async create(subject: string | null, input: CardInput): Promise<CardView> {
    const card = parseInput(cardInputSchema, input);
    const id = randomUUID();
    const now = this.context.now();
    const variants = (card.variants.length ? card.variants : [DEFAULT_VARIANT]).map((variant, position) => ({
      id: randomUUID(),
      position,
      label: variant.label,
      finish: variant.finish,
      market_price: variant.marketPrice ?? null,
      listed_price: variant.listedPrice ?? null,
    }));
    await this.context.orm.em.getConnection().execute(
      `with c as (
         insert into "catalog"."card" ("id", "name", "search_name", "game", "set_code", "set_name", "rarity", "condition", "collector_number", "ticker", "image_uri", "points_recorded", "created_by", "created_at", "updated_at")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?) returning "id")
       insert into "catalog"."variant" ("id", "card_id", "position", "label", "finish", "market_price", "listed_price")
       select v."id", c."id", v."position", v."label", v."finish", v."market_price", v."listed_price"
       from c, jsonb_to_recordset(?::jsonb) as v("id" uuid, "position" int, "label" text, "finish" text, "market_price" numeric, "listed_price" numeric)`,
      [
        id,
        card.name,
        card.name.toLowerCase(),
        card.game,
        card.setCode,
        card.setName,
        card.rarity,
        card.condition,
        card.collectorNumber,
        tickerOf(card.game, card.setCode, card.name),
        card.imageUri ?? null,
        subject,
        now,
        now,
        JSON.stringify(variants),
      ],
      'run',
    );
    return this.get(id);
  }

  async get(cardId: string): Promise<CardView> {
    if (!isUuid(cardId)) throw new NotFound('Card');
    const em = this.context.orm.em.fork();
    const card = await em.findOne(Card, { id: cardId });
    if (!card) throw new NotFound('Card');
    const variants = await em.find(Variant, { card: cardId }, { orderBy: { position: 'asc' } });
    return {
      cardId: card.id,
      name: card.name,
      game: card.game,
      setCode: card.setCode,
      setName: card.setName,
      rarity: card.rarity,
      condition: card.condition,
      collectorNumber: card.collectorNumber,
      ticker: card.ticker,
      imageUri: card.imageUri ?? null,
      variants: variants.map((variant) => ({
        variantId: variant.id,
        label: variant.label,
        finish: variant.finish,
        marketPrice: variant.marketPrice ?? null,
        listedPrice: variant.listedPrice ?? null,
      })),
      createdAt: card.createdAt,
      updatedAt: card.updatedAt,
    };
  }

  /** Cards by name order, filtered; keyset pages (cursor, limit 1-100, default 20). */
  async search(filters: CardSearch, page: PageRequest = {}): Promise<Page<CardSummary>> {
    const f = parseInput(searchSchema, filters);
    const limit = pageLimit(page.limit);
    const scope = `catalog.search:${JSON.stringify(f)}`;
    const after = page.cursor ? decodeCursor(page.cursor, scope, SEARCH_ORDER.length) : null;
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.q) {
      where.push(`("search_name" like ? or "ticker" like ?)`);
      params.push(`%${likeEscape(f.q.toLowerCase())}%`, `${likeEscape(f.q.toUpperCase())}%`);
    }
    if (f.name) (where.push(`"search_name" = ?`), params.push(f.name.toLowerCase()));
    if (f.game) (where.push(`"game" = ?`), params.push(f.game));
    if (f.set) (where.push(`"set_code" = ?`), params.push(f.set));
    if (f.rarity) (where.push(`"rarity" = ?`), params.push(f.rarity));
    if (f.collectorNumber) (where.push(`"collector_number" = ?`), params.push(f.collectorNumber));
    const keyset = keysetCondition(SEARCH_ORDER, after);
    where.push(keyset.sql);
    params.push(...keyset.params, limit + 1);
    const rows: Array<Record<string, string>> = await this.context.orm.em.getConnection().execute(
      `select "id", "name", "search_name", "game", "set_code", "set_name", "rarity", "collector_number", "condition", "ticker"
       from "catalog"."card" where ${where.join(' and ')} order by ${keysetOrderBy(SEARCH_ORDER)} limit ?`,
      params,
    );
    return toPage(
      rows,
      limit,
      scope,
      (row) => [row.search_name, row.id],
      (row) => ({
        cardId: row.id,
        name: row.name,
        game: row.game as Game,
        setCode: row.set_code,
        setName: row.set_name,
        rarity: row.rarity as Rarity,
        collectorNumber: row.collector_number,
        condition: row.condition as Condition,
        ticker: row.ticker,
      }),
    );
  }

  /** Quotes of the cards that exist among `cardIds` (unknown or malformed ids are simply absent). */
  async quotes(cardIds: string[]): Promise<Map<string, CardQuote>> {
    const ids = [...new Set(cardIds.filter(isUuid).map((id) => id.toLowerCase()))];
    if (ids.length === 0) return new Map();
    const rows: Array<{
      id: string;
      name: string;
      game: Game;
      ticker: string;
      condition: Condition;
      best: number | null;
    }> = await this.context.orm.em.getConnection().execute(
      `select c."id", c."name", c."game", c."ticker", c."condition", (select max(v."market_price")::float8 from "catalog"."variant" v where v."card_id" = c."id") as "best"
       from "catalog"."card" c where c."id" in (?)`,
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          cardId: row.id,
          name: row.name,
          game: row.game,
          ticker: row.ticker,
          condition: row.condition,
          bestMarketPrice: row.best ?? null,
        },
      ]),
    );
  }
}
