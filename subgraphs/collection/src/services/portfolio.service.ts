import { z } from 'zod';
import { EntitlementRequired } from '@platform/cards-errors';
import { ADVANCED_ANALYTICS } from '../ports.js';
import { analyze, type Analytics } from '../rules/analytics.js';
import { catalogingCheck, type CatalogingCheck } from '../rules/cataloging.js';
import { allocationsByGame, holdingValue, roundCents, type GameAllocation } from '../rules/valuation.js';
import { parseInput } from '../rules/parse-input.js';
import type { CollectionContext } from './collection-context.js';
import type { HoldingService } from './holding.service.js';

export interface PortfolioStats {
  /** Sum of quantities. */
  totalCards: number;
  totalValue: number;
  allocations: GameAllocation[];
  /** Held cards without a market price (counted as 0). */
  unpricedCards: number;
}

const checkSchema = z.object({
  requestedCards: z
    .number({ error: 'requestedCards must be a number' })
    .int('requestedCards must be a whole number')
    .min(1, 'requestedCards must be positive')
    .max(Number.MAX_SAFE_INTEGER),
});

/** The portfolio as a whole: stats, Pro analytics, the cataloging check. */
export class PortfolioService {
  constructor(
    private readonly context: CollectionContext,
    private readonly holdings: HoldingService,
  ) {}

  async stats(ownerId: string): Promise<PortfolioStats> {
    const positions = await this.valued(ownerId);
    return {
      totalCards: positions.reduce((sum, position) => sum + position.quantity, 0),
      totalValue: roundCents(positions.reduce((sum, position) => sum + (position.value ?? 0), 0)),
      allocations: allocationsByGame(
        positions.map((position) => ({
          game: position.game,
          value: position.value ?? 0,
          quantity: position.quantity,
        })),
      ),
      unpricedCards: positions.filter((position) => position.value === null).length,
    };
  }

  /** Needs portfolio.analytics.advanced (Pro), else 403 `entitlement_required`. */
  async analytics(ownerId: string): Promise<Analytics> {
    const { entitlements } = await this.context.entitlementsOf(ownerId);
    if (!entitlements.includes(ADVANCED_ANALYTICS)) throw new EntitlementRequired(ADVANCED_ANALYTICS);
    const positions = await this.valued(ownerId);
    return analyze(
      positions.map((position) => ({
        cardId: position.cardId,
        cardName: position.cardName,
        quantity: position.quantity,
        purchasePrice: position.purchasePrice,
        marketValue: position.value ?? 0,
      })),
    );
  }

  /** Whether `requestedCards` more copies fit the owner's cataloging limit. */
  async catalogingCheck(ownerId: string, input: z.input<typeof checkSchema>): Promise<CatalogingCheck> {
    const { requestedCards } = parseInput(checkSchema, input);
    const [{ effectiveTier, catalogingLimits }, current] = await Promise.all([
      this.context.entitlementsOf(ownerId),
      this.holdings.totalCards(ownerId),
    ]);
    return catalogingCheck(current, requestedCards, catalogingLimits.maxCards, effectiveTier);
  }

  private async valued(ownerId: string) {
    const entries = await this.holdings.all(ownerId);
    const quotes = await this.context.quotes(entries.map((entry) => entry.cardId));
    return entries.map((entry) => {
      const quote = quotes.get(entry.cardId);
      return {
        ...entry,
        cardName: quote?.name ?? '(card no longer in the catalog)',
        game: quote?.game ?? 'other',
        value: quote ? holdingValue(quote.bestMarketPrice, quote.condition, entry.quantity) : null,
      };
    });
  }
}
