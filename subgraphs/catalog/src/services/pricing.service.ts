import { DomainError, NotFound } from '@platform/errors';
import { PRICE_UPDATE_TOPIC, type PriceUpdate } from '@platform/catalog-contracts';
import { spreadOf } from '../rules/arbitrage.js';
import { FUTURE_TOLERANCE_MS, pricePointInputSchema, type PricePointInput } from '../rules/card-input.js';
import {
  ACTIVE_WEIGHT,
  IQR_FENCE,
  MARKET_WINDOW_MS,
  marketPriceFromSummary,
  SOLD_WEIGHT,
  type MarketPriceComputation,
} from '../rules/market-price.js';
import { marketSourceSql, type PriceSource } from '../rules/vocabulary.js';
import { isUuid, parseInput } from '../rules/parse-input.js';
import { toDate, type CatalogContext } from './catalog-context.js';

export interface PricePointView {
  source: PriceSource;
  price: number;
  isSold: boolean;
  timestamp: Date;
}

export interface RecordedPoint {
  cardId: string;
  /** Every point recorded for the card so far (this one included). */
  pointsRecorded: number;
  /** The card's newest point by timestamp (the one just recorded, unless it was backdated). */
  latestPoint: PricePointView;
}

/** The cards API's market price result. */
export interface MarketPriceView {
  cardId: string;
  price: number;
  confidence: number;
  sourcesUsed: number;
  calculatedAt: Date;
}

const noPriceData = () =>
  new DomainError('NOT_FOUND', 'No price points in the last 30 days', { reason: 'no_price_data' });

/**
 * Price points and the market price (computed by rules/market-price.ts from the 30-day window and
 * kept as a snapshot per card, with per-source prices and the arbitrage spread, until a new point
 * arrives or the window moves on). Every change of a card's market price result is published as
 * `price.update`. Reports over prices: price-report.service.ts.
 */
export class PricingService {
  constructor(private readonly context: CatalogContext) {}

  /**
   * Records a point: one statement inserts it and counts it on the card (404 when the card does not
   * exist); then the market price is recomputed when the point lies in the window.
   */
  async record(cardId: string, input: PricePointInput): Promise<RecordedPoint> {
    if (!isUuid(cardId)) throw new NotFound('Card');
    const point = parseInput(pricePointInputSchema, input);
    const now = this.context.now();
    const observedAt = point.timestamp ?? now;
    if (observedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
      throw new DomainError('BAD_USER_INPUT', 'timestamp must not be in the future', {
        reason: 'invalid_timestamp',
      });
    }
    const connection = this.context.orm.em.getConnection();
    const [counted]: Array<{ points_recorded: number }> = await connection.execute(
      `with c as (update "catalog"."card" set "points_recorded" = "points_recorded" + 1 where "id" = ? returning "id", "points_recorded"),
       i as (insert into "catalog"."price_point" ("card_id", "source", "price", "is_sold", "observed_at", "recorded_at")
             select "id", ?, ?, ?, ?, ? from c returning "id")
       select c."points_recorded" from c, i`,
      [cardId, point.source, point.price, point.isSold, observedAt, now],
    );
    if (!counted) throw new NotFound('Card');
    if (observedAt.getTime() >= now.getTime() - MARKET_WINDOW_MS) await this.recompute(cardId);
    const [latest]: Array<{
      source: PriceSource;
      price: number;
      is_sold: boolean;
      observed_at: Date | string;
    }> = await connection.execute(
      `select "source", "price"::float8 as "price", "is_sold", "observed_at" from "catalog"."price_point" where "card_id" = ? order by "observed_at" desc, "id" desc limit 1`,
      [cardId],
    );
    return {
      cardId,
      pointsRecorded: Number(counted.points_recorded),
      latestPoint: {
        source: latest.source,
        price: latest.price,
        isSold: latest.is_sold,
        timestamp: toDate(latest.observed_at),
      },
    };
  }

  /** The card's market price now: the snapshot while it holds, else computed afresh. 404: no card, or no point in the window. */
  async marketPrice(cardId: string): Promise<MarketPriceView> {
    if (!isUuid(cardId)) throw new NotFound('Card');
    const [row]: Array<{
      points_recorded: number;
      price: number | null;
      confidence: number | null;
      sources_used: number | null;
      calculated_at: Date | string | null;
      valid_until: Date | string | null;
      version: number | null;
    }> = await this.context.orm.em.getConnection().execute(
      `select c."points_recorded", m."price"::float8 as "price", m."confidence", m."sources_used", m."calculated_at", m."valid_until", m."version"
       from "catalog"."card" c left join "catalog"."market_price" m on m."card_id" = c."id" where c."id" = ?`,
      [cardId],
    );
    if (!row) throw new NotFound('Card');
    const fresh =
      row.version !== null &&
      Number(row.version) === Number(row.points_recorded) &&
      (row.valid_until === null || toDate(row.valid_until).getTime() > this.context.now().getTime());
    if (fresh) {
      if (row.price === null) throw noPriceData();
      return {
        cardId,
        price: row.price,
        confidence: row.confidence!,
        sourcesUsed: row.sources_used!,
        calculatedAt: toDate(row.calculated_at!),
      };
    }
    const computed = await this.recompute(cardId);
    if (!computed) throw new NotFound('Card');
    if (computed.result.price === null) throw noPriceData();
    return {
      cardId,
      price: computed.result.price,
      confidence: computed.result.confidence,
      sourcesUsed: computed.result.sourcesUsed,
      calculatedAt: computed.calculatedAt,
    };
  }

  /**
   * Computes the card's market price from its window and stores the snapshot (with per-source prices
   * and the arbitrage spread), unless a computation of a later version got there first; writes the
   * price into the primary variant; publishes `price.update` when the result changed. Null: no card.
   */
  async recompute(cardId: string): Promise<{ result: MarketPriceComputation; calculatedAt: Date } | null> {
    const now = this.context.now();
    const connection = this.context.orm.em.getConnection();
    // The rule's arithmetic runs where the points are (percentile_cont, fences, per-source sums over the
    // (card, observed_at) index): only a few numbers per source come back, not the window's points.
    const rows: Array<{
      version: number;
      ticker: string;
      n: number;
      oldest: Date | string | null;
      q1: number | null;
      q3: number | null;
      source: string | null;
      weighted: number | null;
      weights: number | null;
      points: number | null;
    }> = await connection.execute(
      `with c as (select "id", "points_recorded", "ticker" from "catalog"."card" where "id" = ?),
         w as (select p."price"::float8 as "price", p."is_sold", p."source", p."observed_at" from "catalog"."price_point" p join c on p."card_id" = c."id" where p."observed_at" >= ? and ${marketSourceSql('p')}),
         qs as (select count(*)::int as "n", min("observed_at") as "oldest", percentile_cont(array[0.25, 0.75]::float8[]) within group (order by "price") as "qs" from w),
         q as (select "n", "oldest", "qs"[1] as "q1", "qs"[2] as "q3" from qs),
         k as (select w."source", sum(case when w."is_sold" then ${SOLD_WEIGHT} else ${ACTIVE_WEIGHT} end * w."price") as "weighted",
                 sum(case when w."is_sold" then ${SOLD_WEIGHT} else ${ACTIVE_WEIGHT} end)::float8 as "weights", count(*)::int as "points"
               from w, q where w."price" >= q."q1" - ${IQR_FENCE} * (q."q3" - q."q1") and w."price" <= q."q3" + ${IQR_FENCE} * (q."q3" - q."q1")
               group by w."source")
         select c."points_recorded" as "version", c."ticker", q."n", q."oldest", q."q1", q."q3", k."source", k."weighted", k."weights", k."points"
         from c cross join q left join k on true`,
      [cardId, new Date(now.getTime() - MARKET_WINDOW_MS)],
    );
    if (rows.length === 0) return null;
    const [first] = rows;
    const fences =
      first.q1 === null || first.q3 === null
        ? null
        : {
            low: first.q1 - IQR_FENCE * (first.q3 - first.q1),
            high: first.q3 + IQR_FENCE * (first.q3 - first.q1),
          };
    const window = { version: first.version, ticker: first.ticker };
    const result = marketPriceFromSummary(
      {
        windowPoints: Number(first.n),
        oldestAt: first.oldest === null ? null : toDate(first.oldest).getTime(),
        kept: rows
          .filter((row) => row.source !== null)
          .map((row) => ({
            source: row.source!,
            weighted: Number(row.weighted),
            weights: Number(row.weights),
            points: Number(row.points),
          })),
      },
      fences,
    );
    const spread = spreadOf(result.sources);
    const [outcome]: Array<{
      written: number;
      price: number | null;
      confidence: number | null;
      sources_used: number | null;
    }> = await connection.execute(
      `with prev as (select "price"::float8 as "price", "confidence", "sources_used" from "catalog"."market_price" where "card_id" = ?),
       up as (
         insert into "catalog"."market_price" ("card_id", "price", "confidence", "sources_used", "kept_points", "window_points", "sources",
           "low_source", "low_price", "high_source", "high_price", "spread", "spread_percentage", "calculated_at", "valid_until", "version")
         values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict ("card_id") do update set "price" = excluded."price", "confidence" = excluded."confidence", "sources_used" = excluded."sources_used",
           "kept_points" = excluded."kept_points", "window_points" = excluded."window_points", "sources" = excluded."sources",
           "low_source" = excluded."low_source", "low_price" = excluded."low_price", "high_source" = excluded."high_source", "high_price" = excluded."high_price",
           "spread" = excluded."spread", "spread_percentage" = excluded."spread_percentage", "calculated_at" = excluded."calculated_at",
           "valid_until" = excluded."valid_until", "version" = excluded."version"
         where "market_price"."version" <= excluded."version"
         returning "card_id"),
       v as (update "catalog"."variant" set "market_price" = ? where "card_id" = ? and "position" = 0 and ?::numeric is not null and exists (select 1 from up) returning "id")
       select (select count(*) from up)::int as "written", prev."price", prev."confidence", prev."sources_used" from (select 1) as one left join prev on true`,
      [
        cardId,
        cardId,
        result.price,
        result.confidence,
        result.sourcesUsed,
        result.keptPoints,
        result.windowPoints,
        JSON.stringify(result.sources),
        spread?.lowSource ?? null,
        spread?.lowPrice ?? null,
        spread?.highSource ?? null,
        spread?.highPrice ?? null,
        spread?.spread ?? null,
        spread?.spreadPercentage ?? null,
        now,
        result.validUntil,
        window.version,
        result.price,
        cardId,
        result.price,
      ],
    );
    const changed =
      outcome.price !== result.price ||
      outcome.confidence !== result.confidence ||
      Number(outcome.sources_used) !== result.sourcesUsed;
    if (outcome.written && changed && result.price !== null && this.context.bus) {
      const update: PriceUpdate = {
        card_id: cardId,
        ticker: window.ticker,
        price: result.price,
        confidence: result.confidence,
        sources_used: result.sourcesUsed,
        calculated_at: now.toISOString(),
      };
      await this.context.bus
        .publish(PRICE_UPDATE_TOPIC, update)
        .catch((error: Error) =>
          this.context.logger.warn({ err: error.message, cardId }, 'could not publish price.update'),
        );
    }
    return { result, calculatedAt: now };
  }

  /** Recomputes snapshots whose window has moved on (or that lag behind their card): the hourly job, and arbitrage reads. */
  async refreshStale(limit = 1000): Promise<{ refreshed: number }> {
    const stale: Array<{ card_id: string }> = await this.context.orm.em.getConnection().execute(
      `select m."card_id" from "catalog"."market_price" m join "catalog"."card" c on c."id" = m."card_id"
       where m."valid_until" <= ? or m."version" < c."points_recorded" order by m."valid_until" limit ?`,
      [this.context.now(), limit],
    );
    for (const { card_id } of stale) await this.recompute(card_id);
    return { refreshed: stale.length };
  }
}
