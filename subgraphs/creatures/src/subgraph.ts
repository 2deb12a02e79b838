import {
  DateTime,
  loadTypeDefs,
  platformClock,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { RequiredPositions } from '@platform/game-kit';
import { createCreaturesDomain, rarityKeyOf } from './domain.js';
import { creaturesStorage } from './storage.js';
import { creatureResolvers } from './graphql/creature.resolvers.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';

/**
 * The creatures domain: fingerprints in (the location gate, the binary form, +10 through turf),
 * deterministic Synthlings out, captures (+5 through turf) and collections.
 */
export const creaturesSubgraph: SubgraphModule = {
  name: 'creatures',
  typeDefs: loadTypeDefs(new URL('./graphql/creatures.graphql', import.meta.url)),
  argumentSchemas,
  storage: creaturesStorage,
  create: ({ platform, orm }) => {
    if (!orm) throw new Error('The creatures subgraph needs its storage');
    const positions = new RequiredPositions();
    const { config } = platform;
    const domain = createCreaturesDomain({
      orm,
      positions,
      bus: platform.bus,
      now: platformClock(platform),
      rarityKey: rarityKeyOf(config),
    });
    const resolvers = creatureResolvers(domain.services.creatures, positions);
    return {
      resolvers: { DateTime, ...(resolvers as SubgraphParts['resolvers']) },
      jobs: domain.jobs,
      schedules: domain.schedules,
      close: domain.close,
    };
  },
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { creaturesSubgraph as subgraph };
