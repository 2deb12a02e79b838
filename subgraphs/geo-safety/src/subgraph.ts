import {
  DateTime,
  JSONObject,
  loadTypeDefs,
  mergeResolvers,
  platformClock,
  TEST_CLOCK_TOPIC,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { createGeoSafetyDomain } from './domain.js';
import { geoSafetyStorage } from './storage.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';
import { locationResolvers } from './graphql/location.resolvers.js';
import { playerResolvers } from './graphql/player.resolvers.js';
import { zoneAdminResolvers } from './graphql/zone-admin.resolvers.js';

/**
 * The geo-safety domain: location validation (rate limit, spoof, speed, exclusion zones),
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
    const { bus, config } = platform;
    // The receipt time that speed checks measure by: the wall clock, or GAME_TEST_CLOCK's, so a test
    // lets the seconds between two fixes pass without sleeping.
    const now = platformClock(platform);
    const domain = await createGeoSafetyDomain({
      orm,
      pool: platform.db.pool,
      settings: config,
      logger: platform.logger,
      bus,
      now,
      jobClock: now,
      redisPrefix: config.REDIS_NAMESPACE,
      production: config.NODE_ENV === 'production',
    });
    // GAME_TEST_CLOCK: months can pass in a test; the partition work they would have run runs at once
    // (after platformClock, subscribed first, has moved the job clock).
    const offTestClock = config.GAME_TEST_CLOCK
      ? bus.subscribe(TEST_CLOCK_TOPIC, async () => void (await domain.runDailyWork()))
      : () => undefined;
    const resolvers = mergeResolvers(
      locationResolvers(domain, now),
      playerResolvers(domain),
      zoneAdminResolvers(domain),
    );
    return {
      // See library's subgraph.ts: the generated map is stricter than @apollo/subgraph's resolver map.
      resolvers: { DateTime, JSONObject, ...(resolvers as SubgraphParts['resolvers']) },
      jobs: domain.jobs,
      schedules: domain.schedules,
      close: async () => {
        offTestClock();
        await domain.close();
      },
    };
  },
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { geoSafetySubgraph as subgraph };
