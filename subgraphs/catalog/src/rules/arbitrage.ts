import { round, type SourcePrice } from './market-price.js';

export const DEFAULT_MIN_SPREAD_PERCENTAGE = 15;

export interface Spread {
  lowSource: string;
  lowPrice: number;
  highSource: string;
  highPrice: number;
  spread: number;
  /** spread / low × 100, rounded to 2 decimals; null when the low price is 0 (no percentage of nothing). */
  spreadPercentage: number | null;
}

/**
 * The arbitrage spread of one card over its per-source prices: low and high source (ties: the
 * source name first in alphabetical order), spread = high − low, spread_percentage = spread / low ×
 * 100. Needs two sources at least.
 */
export function spreadOf(sources: SourcePrice[]): Spread | null {
  if (sources.length < 2) return null;
  const byPrice = [...sources].sort((a, b) => a.price - b.price || a.source.localeCompare(b.source));
  const low = byPrice[0];
  const high = [...sources].sort((a, b) => b.price - a.price || a.source.localeCompare(b.source))[0];
  const spread = round(high.price - low.price);
  return {
    lowSource: low.source,
    lowPrice: low.price,
    highSource: high.source,
    highPrice: high.price,
    spread,
    spreadPercentage: low.price > 0 ? round((spread / low.price) * 100) : null,
  };
}
