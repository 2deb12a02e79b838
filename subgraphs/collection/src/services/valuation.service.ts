import { holdingValue } from '../rules/valuation.js';
import type { CardQuote } from '../ports.js';
import type { CollectionContext } from './collection-context.js';

export interface ValuedItem {
  cardId: string;
  quantity: number;
  /** Value of one copy (best variant market price × condition multiplier); null without a market price. */
  unitValue: number | null;
  value: number | null;
}

export interface ItemsValue {
  total: number;
  items: ValuedItem[];
  /** Cards without a market price, counted as 0. */
  unpricedCardIds: string[];
  /** Ids that name no card. */
  unknownCardIds: string[];
}

/** Values lists of {cardId, quantity} by the rule of rules/valuation.ts (holdings, a trade's items). */
export class ValuationService {
  constructor(private readonly context: CollectionContext) {}

  async valueItems(
    items: Array<{ cardId: string; quantity: number }>,
    quotes?: Map<string, CardQuote>,
  ): Promise<ItemsValue> {
    const known = quotes ?? (await this.context.quotes(items.map((item) => item.cardId)));
    const valued = items.map((item) => {
      const quote = known.get(item.cardId.toLowerCase());
      return {
        cardId: item.cardId,
        quantity: item.quantity,
        unitValue: quote ? holdingValue(quote.bestMarketPrice, quote.condition, 1) : null,
        value: quote ? holdingValue(quote.bestMarketPrice, quote.condition, item.quantity) : null,
      };
    });
    return {
      total: Math.round(valued.reduce((sum, item) => sum + (item.value ?? 0), 0) * 100) / 100,
      items: valued,
      unpricedCardIds: valued
        .filter((item) => known.has(item.cardId.toLowerCase()) && item.value === null)
        .map((item) => item.cardId),
      unknownCardIds: valued
        .filter((item) => !known.has(item.cardId.toLowerCase()))
        .map((item) => item.cardId),
    };
  }
}
