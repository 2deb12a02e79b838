import { z } from 'zod';
import { DomainError, NotFound } from '@platform/errors';
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
import { DEFAULT_MIN_SPREAD_PERCENTAGE } from '../rules/arbitrage.js';
import { IQR_FENCE, round } from '../rules/market-price.js';
import {
  changeWindows,
  priceChangesSchema,
  type ChangeWindows,
  type PriceChangesInput,
} from '../rules/price-changes.js';
import { GAMES, marketSourceSql, PRICE_SOURCES, type Game, type PriceSource } from '../rules/vocabulary.js';
import { isUuid, parseInput } from '../rules/parse-input.js';
import type { CatalogContext } from './catalog-context.js';
import type { PricingService } from './pricing.service.js';

export interface ArbitrageItem {
  cardId: string;
  cardName: string;
  ticker: string;
  lowSource: PriceSource;
  lowPrice: number;
  highSource: PriceSource;
  highPrice: number;
  spread: number;
  spreadPercentage: number;
}

export interface PriceChange {
  cardId: string;
  cardName: string;
  ticker: string;
  game: Game;
  previousPrice: number;
  currentPrice: number;
  change: number;
  changePercentage: number;
  previousPoints: number;
  currentPoints: number;
}

export interface PriceHistoryDay {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** Weighted mean of the day's points (2 sold / 1 active), to the cent. */
  price: number;
  low: number;
  high: number;
  points: number;
  soldPoints: number;
}

export const MAX_HISTORY_DAYS = 365;
const DAY_MS = 24 * 3600_000;

const arbitrageSchema = z.object({
  minSpreadPercentage: z.number().finite().min(0).max(1_000_000).default(DEFAULT_MIN_SPREAD_PERCENTAGE),
  game: z.enum(GAMES).optional(),
});
const historySchema = z.object({
  days: z.number().int().min(1).max(MAX_HISTORY_DAYS).default(30),
  /** One source's points; absent: the sources the market price reads. */
  source: z.enum(PRICE_SOURCES).nullish(),
});

const ARBITRAGE_ORDER: KeyColumn[] = [
  { sql: '"spread_percentage"', direction: 'desc', cast: 'float8' },
  { sql: '"card_id"', direction: 'asc', cast: 'uuid' },
];
const CHANGES_ORDER: KeyColumn[] = [
  { sql: '"magnitude"', direction: 'desc', cast: 'float8' },
  { sql: '"card_id"', direction: 'asc', cast: 'uuid' },
];

/** Stale snapshots an arbitrage read recomputes before answering; the hourly job does the rest. */
const STALE_REFRESH_ON_READ = 100;

/**
 * Reports over the prices: arbitrage spreads from the market price snapshots, price changes between
 * two windows, the daily history of one card.
 */
export class PriceReportService {
  constructor(
    private readonly context: CatalogContext,
    private readonly pricing: PricingService,
  ) {}

  /**
   * Cards whose per-source prices (each source's kept points, weighted 2 sold / 1 active) are at
   * least `minSpreadPercentage` apart (default 15), widest first. Keyset pages over the live
   * snapshots: a card whose spread changes while a client pages may move across the cursor.
   */
  async arbitrage(
    filters: z.input<typeof arbitrageSchema> = {},
    page: PageRequest = {},
  ): Promise<Page<ArbitrageItem>> {
    const f = parseInput(arbitrageSchema, filters);
    const limit = pageLimit(page.limit);
    const scope = `catalog.arbitrage:${JSON.stringify(f)}`;
    const after = page.cursor ? decodeCursor(page.cursor, scope, ARBITRAGE_ORDER.length) : null;
    await this.pricing.refreshStale(STALE_REFRESH_ON_READ);
    const keyset = keysetCondition(ARBITRAGE_ORDER, after);
    const rows: Array<Record<string, any>> = await this.context.orm.em.getConnection().execute(
      `select * from (
         select m."card_id", c."name", c."ticker", c."game", m."low_source", m."low_price", m."high_source", m."high_price", m."spread", m."spread_percentage"
         from "catalog"."market_price" m join "catalog"."card" c on c."id" = m."card_id"
         where m."spread_percentage" is not null and m."spread_percentage" >= ?${f.game ? ` and c."game" = ?` : ''}) as a
       where ${keyset.sql} order by ${keysetOrderBy(ARBITRAGE_ORDER)} limit ?`,
      [f.minSpreadPercentage, ...(f.game ? [f.game] : []), ...keyset.params, limit + 1],
    );
    return toPage(
      rows,
      limit,
      scope,
      (row) => [row.spread_percentage, row.card_id],
      (row) => ({
        cardId: row.card_id,
        cardName: row.name,
        ticker: row.ticker,
        lowSource: row.low_source,
        lowPrice: row.low_price,
        highSource: row.high_source,
        highPrice: row.high_price,
        spread: row.spread,
        spreadPercentage: row.spread_percentage,
      }),
    );
  }

  /**
   * Price changes between two windows (rules/price-changes.ts), largest |change_percentage| first.
   * The first page fixes the moment (`asOf`, carried in the cursor): later pages count only points
   * recorded by then, so the ranking a client walks does not move under it.
   */
  async changes(
    input: PriceChangesInput = {},
    page: PageRequest = {},
  ): Promise<Page<PriceChange> & { windows: ChangeWindows; asOf: Date }> {
    const f = parseInput(priceChangesSchema, input);
    const windows = changeWindows(f, this.context.now());
    const limit = pageLimit(page.limit);
    const scope = `catalog.changes:${JSON.stringify({ ...f, windows })}`;
    const cursor = page.cursor ? decodeCursor(page.cursor, scope, 3) : null;
    const asOf = cursor ? new Date(String(cursor[0])) : this.context.now();
    if (Number.isNaN(asOf.getTime()))
      throw new DomainError('BAD_USER_INPUT', 'Invalid cursor', { reason: 'invalid_cursor' });
    const keyset = keysetCondition(CHANGES_ORDER, cursor ? cursor.slice(1) : null);
    const filters: string[] = [];
    const filterParams: unknown[] = [];
    if (f.minChangePercentage > 0)
      (filters.push(`abs("change_percentage") >= ?`), filterParams.push(f.minChangePercentage));
    if (f.direction === 'up') filters.push(`"change" > 0`);
    if (f.direction === 'down') filters.push(`"change" < 0`);
    if (f.game) (filters.push(`"game" = ?`), filterParams.push(f.game));
    const rows: Array<Record<string, any>> = await this.context.orm.em.getConnection().execute(
      `with ${windowPricesSql('w')},
       ch as (
         select c."card_id", round(p."price"::numeric, 2)::float8 as "previous_price", round(c."price"::numeric, 2)::float8 as "current_price",
           p."n" as "previous_points", c."n" as "current_points"
         from w c join w p on p."card_id" = c."card_id" and p."win" = 'p' where c."win" = 'c'),
       r as (
         select ch.*, round(("current_price" - "previous_price")::numeric, 2)::float8 as "change",
           round((("current_price" - "previous_price") / "previous_price" * 100)::numeric, 2)::float8 as "change_percentage",
           card."name", card."ticker", card."game"
         from ch join "catalog"."card" card on card."id" = ch."card_id" where ch."previous_price" > 0)
       select * from (select r.*, abs(r."change_percentage") as "magnitude" from r ${filters.length ? `where ${filters.join(' and ')}` : ''}) as x
       where ${keyset.sql} order by ${keysetOrderBy(CHANGES_ORDER)} limit ?`,
      [
        windows.current.from,
        windows.current.to,
        asOf,
        windows.current.from,
        windows.current.to,
        windows.previous.from,
        windows.previous.to,
        ...filterParams,
        ...keyset.params,
        limit + 1,
      ],
    );
    const result = toPage(
      rows,
      limit,
      scope,
      (row) => [asOf.toISOString(), row.magnitude, row.card_id],
      (row) => ({
        cardId: row.card_id,
        cardName: row.name,
        ticker: row.ticker,
        game: row.game,
        previousPrice: row.previous_price,
        currentPrice: row.current_price,
        change: row.change,
        changePercentage: row.change_percentage,
        previousPoints: row.previous_points,
        currentPoints: row.current_points,
      }),
    );
    return { ...result, windows, asOf };
  }

  /** Daily buckets (UTC) of the card's points over the last `days` days (default 30, at most 365), days without points left out. */
  async history(
    cardId: string,
    input: z.input<typeof historySchema> = {},
  ): Promise<{ cardId: string; from: Date; to: Date; days: PriceHistoryDay[] }> {
    if (!isUuid(cardId)) throw new NotFound('Card');
    const { days, source } = parseInput(historySchema, input);
    const now = this.context.now();
    const to = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
    const from = new Date(to.getTime() - days * DAY_MS);
    const connection = this.context.orm.em.getConnection();
    const [card]: Array<{ id: string }> = await connection.execute(
      `select "id" from "catalog"."card" where "id" = ?`,
      [cardId],
    );
    if (!card) throw new NotFound('Card');
    const rows: Array<{
      day: string;
      price: number;
      low: number;
      high: number;
      points: number;
      sold_points: number;
    }> = await connection.execute(
      `select to_char(date_trunc('day', "observed_at" at time zone 'UTC'), 'YYYY-MM-DD') as "day",
         (sum(case when "is_sold" then 2 else 1 end * "price") / sum(case when "is_sold" then 2 else 1 end))::float8 as "price",
         min("price")::float8 as "low", max("price")::float8 as "high", count(*)::int as "points", (count(*) filter (where "is_sold"))::int as "sold_points"
       from "catalog"."price_point" pp where "card_id" = ? and "observed_at" >= ? and "observed_at" < ?
         and ${source ? `"source" = ?` : marketSourceSql('pp')}
       group by 1 order by 1`,
      [cardId, from, to, ...(source ? [source] : [])],
    );
    return {
      cardId,
      from,
      to,
      days: rows.map((row) => ({
        day: row.day,
        price: round(row.price),
        low: row.low,
        high: row.high,
        points: row.points,
        soldPoints: row.sold_points,
      })),
    };
  }
}

/**
 * The market price rule in SQL for every card in two windows at once (win 'c' current, 'p'
 * previous): quartiles by percentile_cont (the same interpolation as rules/market-price.ts), IQR
 * fences, weights 2 sold / 1 active. Parameters in order: current from/to, asOf (points recorded
 * by then), current from/to, previous from/to. A test holds it equal to computeMarketPrice.
 */
export function windowPricesSql(name: string): string {
  return `pts as (
      select "card_id", case when "observed_at" >= ? and "observed_at" < ? then 'c' else 'p' end as "win", "price"::float8 as "price", "is_sold"
      from "catalog"."price_point" pp
      where ${marketSourceSql('pp')} and "recorded_at" <= ? and (("observed_at" >= ? and "observed_at" < ?) or ("observed_at" >= ? and "observed_at" < ?))),
    q as (
      select "card_id", "win", percentile_cont(0.25) within group (order by "price") as "q1", percentile_cont(0.75) within group (order by "price") as "q3"
      from pts group by "card_id", "win"),
    ${name} as (
      select pts."card_id", pts."win",
        sum(case when "is_sold" then 2 else 1 end * "price") / sum(case when "is_sold" then 2 else 1 end) as "price", count(*)::int as "n"
      from pts join q on q."card_id" = pts."card_id" and q."win" = pts."win"
      where pts."price" >= q."q1" - ${IQR_FENCE} * (q."q3" - q."q1") and pts."price" <= q."q3" + ${IQR_FENCE} * (q."q3" - q."q1")
      group by pts."card_id", pts."win")`;
}
