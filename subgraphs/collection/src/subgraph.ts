import {
  DateTime,
  loadTypeDefs,
  mergeResolvers,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { alertResolvers } from './graphql/alert.resolvers.js';
import { alertSubscriptions } from './graphql/alert.subscription.js';
import { collectionStorage, createCollectionDomain } from './domain.js';
import { collectionResolvers } from './graphql/holding.resolvers.js';
import { graphAlertCards, graphEntitlementsOf, graphQuotes } from './graphql/graph-ports.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';

/**
 * The collection domain (the cards API's portfolio): holdings, stats, analytics, cataloging check and limit,
 * CSV bulk import, and the transfers an accepted trade makes. Card quotes and entitlements come
 * through the graph (graphql/graph-ports.ts).
 */
export const collectionSubgraph: SubgraphModule = {
  name: 'collection',
  typeDefs: loadTypeDefs(new URL('./graphql/collection.graphql', import.meta.url)),
  argumentSchemas,
  storage: collectionStorage,
  create: ({ platform, orm }) => {
    if (!orm) throw new Error('The collection subgraph needs its storage');
    const domain = createCollectionDomain({
      orm,
      quotes: graphQuotes,
      entitlementsOf: graphEntitlementsOf,
      alertCards: graphAlertCards,
      alerts: {
        bus: platform.bus,
        logger: platform.logger,
        allowPrivateWebhooks: platform.config.CARDS_ALERT_WEBHOOK_ALLOW_PRIVATE,
        enqueue: (name, data) => platform.jobs.enqueue(name, data),
      },
    });
    const stopAlerts = domain.services.triggers?.listen();
    return {
      resolvers: {
        DateTime,
        ...(mergeResolvers(
          collectionResolvers(domain),
          alertResolvers(domain),
        ) as SubgraphParts['resolvers']),
      },
      jobs: domain.jobs,
      schedules: domain.schedules,
      close: async () => stopAlerts?.(),
    };
  },
  subscriptions: alertSubscriptions,
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { collectionSubgraph as subgraph };
