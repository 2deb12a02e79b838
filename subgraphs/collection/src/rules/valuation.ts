/** The cards API's condition multipliers. */
export const CONDITION_MULTIPLIERS: Record<string, number> = {
  mint: 1.0,
  near_mint: 0.9,
  lightly_played: 0.75,
  moderately_played: 0.6,
  heavily_played: 0.4,
  damaged: 0.25,
};

export const roundCents = (value: number) =>
  Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;

/**
 * Value of `quantity` copies = best variant market price × condition multiplier × quantity, to the
 * cent; null when the card has no market price (it then counts as 0 in totals and is reported as
 * unpriced). An unknown condition counts as damaged (the lowest multiplier), never above its worth.
 */
export function holdingValue(
  bestMarketPrice: number | null,
  condition: string,
  quantity: number,
): number | null {
  if (bestMarketPrice === null) return null;
  const multiplier = CONDITION_MULTIPLIERS[condition] ?? CONDITION_MULTIPLIERS.damaged;
  return roundCents(bestMarketPrice * multiplier * quantity);
}

export interface GameAllocation {
  game: string;
  value: number;
  /** Share of the total value, 0-100 to 2 decimals (0 when the portfolio has no value). */
  percentage: number;
  cards: number;
}

/** Allocations by game, largest value first. */
export function allocationsByGame(
  positions: Array<{ game: string; value: number; quantity: number }>,
): GameAllocation[] {
  const byGame = new Map<string, { value: number; cards: number }>();
  for (const position of positions) {
    const entry = byGame.get(position.game) ?? { value: 0, cards: 0 };
    entry.value += position.value;
    entry.cards += position.quantity;
    byGame.set(position.game, entry);
  }
  const total = [...byGame.values()].reduce((sum, entry) => sum + entry.value, 0);
  return [...byGame]
    .map(([game, entry]) => ({
      game,
      value: roundCents(entry.value),
      percentage: total > 0 ? roundCents((entry.value / total) * 100) : 0,
      cards: entry.cards,
    }))
    .sort((a, b) => b.value - a.value || a.game.localeCompare(b.game));
}
