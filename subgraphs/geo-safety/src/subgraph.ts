import { DateTime, JSONObject, loadTypeDefs, mergeResolvers, type SubgraphModule, type SubgraphParts } from '@platform/subgraph-kit';
import { createGeoSafetyDomain } from './domain.js';
import { geoSafetyStorage } from './storage.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';
import { locationResolvers } from './graphql/location.resolvers.js';
import { playerResolvers } from './graphql/player.resolvers.js';

/**
 * The geo-safety domain (spec 3B): location validation (rate limit, spoof, speed, exclusion zones),
 * zones from EXCLUSION_ZONES_FILE at start and MAPDATA_API_URL by a scheduled job, the monthly audit
 * partitions and their daily job, and the Player's last valid position for turf and creatures.
 */
export const geoSafetySubgraph: SubgraphModule = {
  name: 'geo-safety',
  typeDefs: loadTypeDefs(new URL('./graphql/geo-safety.graphql', import.meta.url)),
  argumentSchemas,
  storage: geoSafetyStorage,
  create: async ({ platform, orm }) => {
    if (!orm) throw new Error('The geo-safety subgraph needs its storage');
    const now = () => new Date();
    const domain = await createGeoSafetyDomain({
      orm,
      settings: platform.config,
      logger: platform.logger,
      bus: platform.bus,
      now,
      redisPrefix: platform.config.REDIS_NAMESPACE,
    });
    const resolvers = mergeResolvers(locationResolvers(domain, now), playerResolvers(domain));
    return {
      // See library's subgraph.ts: the generated map is stricter than @apollo/subgraph's resolver map.
      resolvers: { DateTime, JSONObject, ...(resolvers as SubgraphParts['resolvers']) },
      jobs: domain.jobs,
      schedules: domain.schedules,
      close: domain.close,
    };
  },
};
