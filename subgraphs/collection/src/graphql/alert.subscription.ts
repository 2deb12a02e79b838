import { requireCardsScope } from '@platform/auth';
import { iterateTopic, type EventBus } from '@platform/pubsub';
import type { SubscriptionResolvers } from '@platform/subgraph-kit';
import { ALERT_TRIGGERED_TOPIC, type AlertTriggered } from '@platform/catalog-contracts';

/** `priceAlerts`: the caller's own alerts as they fire (pricing:read). */
export function alertSubscriptions(bus: EventBus): SubscriptionResolvers {
  return {
    priceAlerts: {
      subscribe(_source, _args, context) {
        const { subject } = requireCardsScope(context, 'pricing:read');
        return iterateTopic<AlertTriggered>(
          bus,
          ALERT_TRIGGERED_TOPIC,
          (event) => event.owner_id === subject,
        );
      },
      resolve: (event: AlertTriggered) => ({
        alertId: event.alert_id,
        cardId: event.card_id,
        ticker: event.ticker,
        kind: event.kind,
        threshold: event.threshold,
        percent: event.percent,
        price: event.price,
        referencePrice: event.reference_price,
        changePercentage: event.change_percentage,
        triggeredAt: event.triggered_at,
      }),
    },
  };
}
