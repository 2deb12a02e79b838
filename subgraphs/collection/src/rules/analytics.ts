import { roundCents } from './valuation.js';

/**
 * Concentration: the Herfindahl-Hirschman index of the positions' weights (market value shares,
 * as fractions), Σ wᵢ², from 1/n (n equal positions) to 1 (one position). Risk bands, after the
 * antitrust convention (HHI 1,500 and 2,500 on the 0-10,000 scale):
 *   below 0.15 low, 0.15 to below 0.25 moderate, 0.25 and above high;
 *   `none` when nothing in the portfolio has a market value.
 */
export const CONCENTRATION_BANDS = { moderate: 0.15, high: 0.25 } as const;
export type ConcentrationRisk = 'none' | 'low' | 'moderate' | 'high';

export function concentrationRisk(score: number, valued: boolean): ConcentrationRisk {
  if (!valued) return 'none';
  if (score >= CONCENTRATION_BANDS.high) return 'high';
  if (score >= CONCENTRATION_BANDS.moderate) return 'moderate';
  return 'low';
}

export interface PositionInput {
  cardId: string;
  cardName: string;
  quantity: number;
  /** Per card. */
  purchasePrice: number;
  /** 0 when the card has no market price. */
  marketValue: number;
}

export interface Position {
  cardId: string;
  cardName: string;
  quantity: number;
  marketValue: number;
  costBasis: number;
  unrealizedPnl: number;
  /** Share of the portfolio's market value, 0-100 to 2 decimals. */
  weightPercentage: number;
}

export interface Analytics {
  totalCards: number;
  totalValue: number;
  totalCostBasis: number;
  unrealizedPnl: number;
  /** P&L over cost basis × 100; null when nothing was paid (no percentage of nothing). */
  unrealizedPnlPercentage: number | null;
  concentrationScore: number;
  concentrationRisk: ConcentrationRisk;
  /** The position with the highest market value (ties: the card id first in order); null when empty. */
  largestPosition: Position | null;
  /** Largest market value first. */
  positions: Position[];
}

/** The cards API's portfolio analytics: cost basis = purchase price × quantity, unrealized P&L, weights, concentration. */
export function analyze(inputs: PositionInput[]): Analytics {
  const totalValue = inputs.reduce((sum, position) => sum + position.marketValue, 0);
  const positions = inputs
    .map((position) => {
      const costBasis = roundCents(position.purchasePrice * position.quantity);
      return {
        cardId: position.cardId,
        cardName: position.cardName,
        quantity: position.quantity,
        marketValue: roundCents(position.marketValue),
        costBasis,
        unrealizedPnl: roundCents(position.marketValue - costBasis),
        weight: totalValue > 0 ? position.marketValue / totalValue : 0,
      };
    })
    .sort((a, b) => b.marketValue - a.marketValue || (a.cardId < b.cardId ? -1 : 1));
  const score = positions.reduce((sum, position) => sum + position.weight * position.weight, 0);
  const totalCostBasis = roundCents(positions.reduce((sum, position) => sum + position.costBasis, 0));
  const unrealizedPnl = roundCents(totalValue - totalCostBasis);
  const shown: Position[] = positions.map(({ weight, ...position }) => ({
    ...position,
    weightPercentage: roundCents(weight * 100),
  }));
  return {
    totalCards: positions.reduce((sum, position) => sum + position.quantity, 0),
    totalValue: roundCents(totalValue),
    totalCostBasis,
    unrealizedPnl,
    unrealizedPnlPercentage: totalCostBasis > 0 ? roundCents((unrealizedPnl / totalCostBasis) * 100) : null,
    concentrationScore: Math.round(score * 10000) / 10000,
    concentrationRisk: concentrationRisk(score, totalValue > 0),
    largestPosition: shown[0] ?? null,
    positions: shown,
  };
}
