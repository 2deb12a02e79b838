import { MARKETPLACE_SOURCES } from './vocabulary.js';

/**
 * The cards API's market price, exactly:
 *  - P = the card's points with timestamp ≥ now − 30 days;
 *  - Q1, Q3 = quartiles of P's prices, IQR = Q3 − Q1 (quartile method below);
 *  - keep the points with Q1 − 1.5·IQR ≤ price ≤ Q3 + 1.5·IQR;
 *  - price = Σ w·price / Σ w over the kept points, w = 2 for a sold listing and 1 for an active one;
 *  - sources_used = the number of distinct sources among the kept points;
 *  - confidence: see confidenceOf.
 */
export const MARKET_WINDOW_MS = 30 * 24 * 3600_000;
export const IQR_FENCE = 1.5;
export const SOLD_WEIGHT = 2;
export const ACTIVE_WEIGHT = 1;

export interface PricePointSample {
  source: string;
  price: number;
  isSold: boolean;
  observedAt: Date;
}

/**
 * Quartiles by linear interpolation between closest ranks ("type 7": Excel's QUARTILE.INC, numpy's
 * default, PostgreSQL's percentile_cont): on the n prices sorted ascending, h = (n − 1)·p and
 * Q(p) = x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]). One point: Q1 = Q3 = that price.
 */
export function quantile(sorted: ArrayLike<number>, p: number): number {
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
}

/** How many marketplaces there are (the diversity term reaches 1 when all of them weigh in equally). */
export const KNOWN_SOURCES = MARKETPLACE_SOURCES.length;
/** Kept points at which the volume term reaches 1 − 1/e ≈ 0.63. */
export const CONFIDENCE_VOLUME_SCALE = 8;

/**
 * Confidence in [0, 1] = volume × diversity:
 *  - volume = 1 − e^(−n/8) for n kept points (1 point 0.12, 8 points 0.63, 24 points 0.95);
 *  - diversity = 0.5 + 0.5 × (e − 1)/(4 − 1), where e = (Σcᵢ)² / Σcᵢ² is the effective number of
 *    sources (inverse Simpson index of the kept points' counts per source: 1 for one source, 3 for
 *    three sources with as many points each, less when one source dominates) and 4 the known sources.
 * So it rises with the number of kept points, and the same prices from three sources score higher
 * than from one (diversity 0.83 against 0.5). No kept point: 0. Rounded to 4 decimals.
 */
export function confidenceOf(countsPerSource: number[]): number {
  const counts = countsPerSource.filter((count) => count > 0);
  const n = counts.reduce((sum, count) => sum + count, 0);
  if (n === 0) return 0;
  const volume = 1 - Math.exp(-n / CONFIDENCE_VOLUME_SCALE);
  const effective = (n * n) / counts.reduce((sum, count) => sum + count * count, 0);
  const diversity = 0.5 + (0.5 * (Math.min(effective, KNOWN_SOURCES) - 1)) / (KNOWN_SOURCES - 1);
  return round(volume * diversity, 4);
}

export interface SourcePrice {
  source: string;
  /** The weighted mean (2 sold / 1 active) of this source's kept points. */
  price: number;
  points: number;
}

export interface MarketPriceComputation {
  /** Null when no point lies in the window. */
  price: number | null;
  confidence: number;
  sourcesUsed: number;
  keptPoints: number;
  windowPoints: number;
  fences: { low: number; high: number } | null;
  /** Per source, over the kept points (what arbitrage compares). */
  sources: SourcePrice[];
  /** The result holds until the oldest point of the window leaves it (or a new point is recorded). */
  validUntil: Date | null;
}

export const round = (value: number, decimals = 2) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

/** What a card without usable points in its window gets: no price, and nothing it was made of. */
const noPrice = (): MarketPriceComputation => ({
  price: null,
  confidence: 0,
  sourcesUsed: 0,
  keptPoints: 0,
  windowPoints: 0,
  fences: null,
  sources: [],
  validUntil: null,
});

/** The market price of one card's points at `now` (prices rounded to cents). */
export function computeMarketPrice(points: Iterable<PricePointSample>, now: Date): MarketPriceComputation {
  const since = now.getTime() - MARKET_WINDOW_MS;
  const window: PricePointSample[] = [];
  let oldest = Infinity;
  for (const point of points) {
    const at = point.observedAt.getTime();
    if (at < since) continue;
    window.push(point);
    if (at < oldest) oldest = at;
  }
  if (window.length === 0) {
    return noPrice();
  }
  const sorted = Float64Array.from(window, (point) => point.price).sort();
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const iqr = q3 - q1;
  const fences = { low: q1 - IQR_FENCE * iqr, high: q3 + IQR_FENCE * iqr };
  let weighted = 0;
  let weights = 0;
  const perSource = new Map<string, { weighted: number; weights: number; points: number }>();
  for (const point of window) {
    if (point.price < fences.low || point.price > fences.high) continue;
    const w = point.isSold ? SOLD_WEIGHT : ACTIVE_WEIGHT;
    weighted += w * point.price;
    weights += w;
    const source = perSource.get(point.source) ?? { weighted: 0, weights: 0, points: 0 };
    source.weighted += w * point.price;
    source.weights += w;
    source.points += 1;
    perSource.set(point.source, source);
  }
  const sources = [...perSource]
    .map(([source, s]) => ({ source, price: round(s.weighted / s.weights), points: s.points }))
    .sort((a, b) => a.source.localeCompare(b.source));
  const keptPoints = sources.reduce((sum, source) => sum + source.points, 0);
  return {
    price: round(weighted / weights),
    confidence: confidenceOf(sources.map((source) => source.points)),
    sourcesUsed: sources.length,
    keptPoints,
    windowPoints: window.length,
    fences,
    sources,
    validUntil: new Date(oldest + MARKET_WINDOW_MS),
  };
}

/** What the database hands over of one card's window (services/pricing.service.ts computes it in SQL). */
export interface WindowSummary {
  /** Points in the window. */
  windowPoints: number;
  /** Epoch ms of the oldest point in the window; null when it is empty. */
  oldestAt: number | null;
  /** Per source, over the points kept by the fences: Σ w·price, Σ w and the count. */
  kept: Array<{ source: string; weighted: number; weights: number; points: number }>;
}

/**
 * The same result as computeMarketPrice, from sums the database computed: quartiles by
 * percentile_cont (the same interpolation as `quantile`), the fences, and per-source weighted sums
 * of the kept points. Only these few numbers leave the database, not the window's points.
 */
export function marketPriceFromSummary(
  summary: WindowSummary,
  fences: { low: number; high: number } | null,
): MarketPriceComputation {
  if (summary.windowPoints === 0 || summary.oldestAt === null) {
    return noPrice();
  }
  const kept = [...summary.kept].sort((a, b) => a.source.localeCompare(b.source));
  const weighted = kept.reduce((sum, source) => sum + source.weighted, 0);
  const weights = kept.reduce((sum, source) => sum + source.weights, 0);
  const sources = kept.map((source) => ({
    source: source.source,
    price: round(source.weighted / source.weights),
    points: source.points,
  }));
  return {
    price: round(weighted / weights),
    confidence: confidenceOf(sources.map((source) => source.points)),
    sourcesUsed: sources.length,
    keptPoints: sources.reduce((sum, source) => sum + source.points, 0),
    windowPoints: summary.windowPoints,
    fences,
    sources,
    validUntil: new Date(summary.oldestAt + MARKET_WINDOW_MS),
  };
}
