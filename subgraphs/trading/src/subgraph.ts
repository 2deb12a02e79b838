import {
  DateTime,
  loadTypeDefs,
  platformClock,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { createTradingDomain, tradingStorage } from './domain.js';
import { tradeResolvers } from './graphql/trade.resolvers.js';
import { asParty, graphReceiverDirectory, graphTradingPorts } from './graphql/graph-ports.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';

/**
 * The trading domain (the cards API's trades): proposals, the state machine, counters, expiry, net value, and
 * accepts that move holdings in the collection through the graph (graphql/graph-ports.ts).
 */
export const tradingSubgraph: SubgraphModule = {
  name: 'trading',
  typeDefs: loadTypeDefs(new URL('./graphql/trading.graphql', import.meta.url)),
  argumentSchemas,
  storage: tradingStorage,
  create: ({ platform, orm }) => {
    if (!orm) throw new Error('The trading subgraph needs its storage');
    // The platform's clock drives expiry: with the test clock on (never in production) an end-to-end
    // test can let a trade's expiry_hours pass without waiting.
    const now = platformClock(platform);
    const domain = createTradingDomain({
      orm,
      logger: platform.logger,
      now,
      ports: graphTradingPorts,
      receivers: graphReceiverDirectory,
      asParty,
    });
    return {
      resolvers: { DateTime, ...(tradeResolvers(domain) as SubgraphParts['resolvers']) },
      jobs: domain.jobs,
      schedules: domain.schedules,
    };
  },
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { tradingSubgraph as subgraph };
