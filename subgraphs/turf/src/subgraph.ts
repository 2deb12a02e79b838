import {
  DateTime,
  JSONObject,
  loadTypeDefs,
  platformClock,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { RequiredPositions } from '@platform/game-kit';
import { createTurfDomain } from './domain.js';
import { turfStorage } from './storage.js';
import { turfResolvers } from './graphql/turf.resolvers.js';
import { turfSubscriptions } from './graphql/turf.subscriptions.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';

/**
 * The turf domain: influence (+10 a fingerprint, +5 a capture, from the creatures domain's events),
 * 48-hour decay, outposts and modules, raids, crews, daily contracts, cells and leaderboards, with
 * its hourly jobs (decay, outpost ticks, contracts) and live updates.
 */
export const turfSubgraph: SubgraphModule = {
  name: 'turf',
  typeDefs: loadTypeDefs(new URL('./graphql/turf.graphql', import.meta.url)),
  argumentSchemas,
  storage: turfStorage,
  create: ({ platform, orm }) => {
    if (!orm) throw new Error('The turf subgraph needs its storage');
    const { config, bus } = platform;
    const positions = new RequiredPositions();
    const now = platformClock(platform);
    const domain = createTurfDomain({
      orm,
      now,
      bus,
      positions,
      gameplayResolution: config.H3_RESOLUTION_GAMEPLAY,
      districtResolution: config.GAME_DISTRICT_RESOLUTION,
    });
    const resolvers = turfResolvers({
      services: domain.services,
      runHourlyWork: domain.runHourlyWork,
      positions,
      bus,
      now,
      testClock: config.GAME_TEST_CLOCK,
    });
    return {
      resolvers: { DateTime, JSONObject, ...(resolvers as SubgraphParts['resolvers']) },
      jobs: domain.jobs,
      schedules: domain.schedules,
      close: domain.close,
    };
  },
  subscriptions: turfSubscriptions,
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { turfSubgraph as subgraph };
