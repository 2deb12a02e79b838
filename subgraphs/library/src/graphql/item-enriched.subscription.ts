import { requireTabsUser } from '@platform/auth';
import { iterateTopic, type EventBus } from '@platform/pubsub';
import type { SubscriptionResolvers } from '@platform/subgraph-kit';
import { ITEM_ENRICHED_TOPIC, type ItemEnriched } from '../services/enrichment.service.js';
import type { EnrichedItem } from './__generated__/resolvers-types.js';

/** `itemEnriched`: enrichments of the subscriber's own items, as they are stored. */
export function librarySubscriptions(bus: EventBus): SubscriptionResolvers {
  return {
    itemEnriched: {
      subscribe(_source, _args, context) {
        const { userId } = requireTabsUser(context);
        return iterateTopic<ItemEnriched>(bus, ITEM_ENRICHED_TOPIC, (event) => event.userId === userId);
      },
      resolve: ({
        itemId,
        itemType,
        summary,
        category,
        tags,
        entities,
        embedded,
      }: ItemEnriched): EnrichedItem => ({
        itemId,
        itemType,
        summary,
        category,
        tags,
        entities,
        embedded,
      }),
    },
  };
}
