import { requireCardsScope } from '@platform/auth';
import { iterateTopic, type EventBus } from '@platform/pubsub';
import type { SubscriptionResolvers } from '@platform/subgraph-kit';
import { PRICE_UPDATE_TOPIC, type PriceUpdate } from '@platform/catalog-contracts';

/** `priceUpdates(symbols)`: the cards API's price.update for the subscribed tickers only (any case). */
export function catalogSubscriptions(bus: EventBus): SubscriptionResolvers {
  return {
    priceUpdates: {
      subscribe(_source, { symbols }: { symbols: string[] }, context) {
        requireCardsScope(context, 'pricing:read');
        const tickers = new Set(symbols.map((symbol) => symbol.trim().toUpperCase()));
        return iterateTopic<PriceUpdate>(bus, PRICE_UPDATE_TOPIC, (update) => tickers.has(update.ticker));
      },
      resolve: (update: PriceUpdate) => ({
        cardId: update.card_id,
        ticker: update.ticker,
        price: update.price,
        confidence: update.confidence,
        sourcesUsed: update.sources_used,
        calculatedAt: update.calculated_at,
      }),
    },
  };
}
