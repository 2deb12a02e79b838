import { basename, join } from 'node:path';
import { concatAST } from 'graphql';
import { catalogImportDir } from '@platform/config';
import { BadInput } from '@platform/errors';
import {
  DateTime,
  loadTypeDefs,
  mergeResolvers,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { createCatalogDomain } from './domain.js';
import { catalogStorage } from './storage.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';
import type { Resolvers } from './graphql/__generated__/resolvers-types.js';
import { cardResolvers } from './graphql/card.resolvers.js';
import { pricingResolvers } from './graphql/pricing.resolvers.js';
import { importResolvers } from './graphql/import.resolvers.js';
import { catalogSubscriptions } from './graphql/price-updates.subscription.js';
import { streamSessionResolvers } from './graphql/stream-session.resolvers.js';
import { streamSessionKey } from '@platform/auth';
import { apiTokenResolvers } from './graphql/api-token.resolvers.js';
import { ApiTokenService } from './services/api-token.service.js';
import { ScanService } from './services/scan.service.js';
import { scanResolvers } from './graphql/scan.resolvers.js';

/**
 * The cards API's catalog: cards and variants, search, price points, the market price, arbitrage, price
 * changes and history, the importers (Agenda jobs) and the price.update stream. `Card` is an entity
 * the collection and trading subgraphs reference by id and value with `bestMarketPrice`.
 */
export const catalogSubgraph: SubgraphModule = {
  name: 'catalog',
  typeDefs: concatAST([
    loadTypeDefs(new URL('./graphql/catalog.graphql', import.meta.url)),
    loadTypeDefs(new URL('./graphql/api-token.graphql', import.meta.url)),
    loadTypeDefs(new URL('./graphql/scan.graphql', import.meta.url)),
  ]),
  argumentSchemas,
  storage: catalogStorage,
  create: ({ platform, orm }) => {
    if (!orm) throw new Error('The catalog subgraph needs its storage');
    const folder = catalogImportDir(platform.config);
    const refreshUrl = platform.config.CARDS_PRICE_REFRESH_URL;
    const domain = createCatalogDomain({
      orm,
      logger: platform.logger,
      bus: platform.bus,
      enqueue: (name, data) => platform.jobs.enqueue(name, data),
      priceRefresh: refreshUrl
        ? { url: refreshUrl, interval: platform.config.CARDS_PRICE_REFRESH_INTERVAL, folder }
        : undefined,
    });
    // A run names a file inside the import folder, never a path elsewhere on the server.
    const fileOf = (name: string) => {
      if (basename(name) !== name || name === '.' || name === '..')
        throw new BadInput('file must be a file name inside CATALOG_IMPORT_DIR, without folders', {
          reason: 'invalid_file',
        });
      return join(folder, name);
    };
    const resolvers = mergeResolvers<Resolvers>(
      cardResolvers(domain.services),
      pricingResolvers(domain.services),
      importResolvers(domain.services, fileOf),
      streamSessionResolvers(streamSessionKey(platform.config), platform.config.CARDS_STREAM_SESSION_TTL_S),
      scanResolvers(
        new ScanService({ orm, logger: platform.logger, bus: platform.bus, now: () => new Date() }),
      ),
      apiTokenResolvers(
        new ApiTokenService({ orm, logger: platform.logger, bus: platform.bus, now: () => new Date() }),
      ),
    );
    return {
      resolvers: { DateTime, ...(resolvers as SubgraphParts['resolvers']) },
      jobs: domain.jobs,
      schedules: domain.schedules,
    };
  },
  subscriptions: catalogSubscriptions,
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { catalogSubgraph as subgraph };
