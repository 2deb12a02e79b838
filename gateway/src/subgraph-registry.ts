import type { SubgraphModule } from '@platform/subgraph-kit';

/**
 * Every domain of the supergraph, by name, and where its package keeps it: each subgraph package
 * exports `subgraph` from its `./subgraph` entry. The imports stay written out (not built from the
 * name) so the production bundle finds every package; each loads only when asked for.
 */
const SUBGRAPHS = {
  accounts: () => import('@platform/subgraph-accounts/subgraph'),
  library: () => import('@platform/subgraph-library/subgraph'),
  jobs: () => import('@platform/subgraph-jobs/subgraph'),
  archive: () => import('@platform/subgraph-archive/subgraph'),
  'geo-safety': () => import('@platform/subgraph-geo-safety/subgraph'),
  turf: () => import('@platform/subgraph-turf/subgraph'),
  creatures: () => import('@platform/subgraph-creatures/subgraph'),
  catalog: () => import('@platform/subgraph-catalog/subgraph'),
  collection: () => import('@platform/subgraph-collection/subgraph'),
  trading: () => import('@platform/subgraph-trading/subgraph'),
  entitlements: () => import('@platform/subgraph-entitlements/subgraph'),
  profiles: () => import('@platform/subgraph-profiles/subgraph'),
  hunter: () => import('@platform/subgraph-hunter/subgraph'),
} satisfies Record<string, () => Promise<{ subgraph: SubgraphModule }>>;

export type SubgraphName = keyof typeof SUBGRAPHS;

/** The gateway, compose and the standalone runner use this list; its order is the composition order. */
export const SUBGRAPH_NAMES = Object.keys(SUBGRAPHS) as SubgraphName[];

const isSubgraphName = (name: string): name is SubgraphName => Object.hasOwn(SUBGRAPHS, name);

export async function loadSubgraphModule(name: string): Promise<SubgraphModule> {
  if (!isSubgraphName(name))
    throw new Error(`Unknown subgraph "${name}"; known: ${SUBGRAPH_NAMES.join(', ')}`);
  return (await SUBGRAPHS[name]()).subgraph;
}
