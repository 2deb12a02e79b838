import type { SubgraphModule } from '@platform/subgraph-kit';

/** Every domain of the supergraph, by name; the gateway, compose and the standalone runner use this. */
export const SUBGRAPH_NAMES = ['accounts', 'library', 'jobs', 'archive', 'geo-safety', 'turf', 'creatures', 'catalog', 'collection', 'trading', 'entitlements', 'profiles', 'hunter'] as const;

export async function loadSubgraphModule(name: string): Promise<SubgraphModule> {
  switch (name) {
    case 'accounts':
      return (await import('@platform/subgraph-accounts')).accountsSubgraph;
    case 'library':
      return (await import('@platform/subgraph-library')).librarySubgraph;
    case 'archive':
      return (await import('@platform/subgraph-archive')).archiveSubgraph;
    case 'jobs':
      return (await import('@platform/subgraph-jobs')).jobsSubgraph;
    case 'geo-safety':
      return (await import('@platform/subgraph-geo-safety/subgraph')).geoSafetySubgraph;
    case 'turf':
      return (await import('@platform/subgraph-turf/subgraph')).turfSubgraph;
    case 'creatures':
      return (await import('@platform/subgraph-creatures/subgraph')).creaturesSubgraph;
    case 'collection':
      return (await import('@platform/subgraph-collection/subgraph')).collectionSubgraph;
    case 'trading':
      return (await import('@platform/subgraph-trading/subgraph')).tradingSubgraph;
    case 'entitlements':
      return (await import('@platform/subgraph-entitlements/subgraph')).entitlementsSubgraph;
    case 'catalog':
      return (await import('@platform/subgraph-catalog/subgraph')).catalogSubgraph;
    case 'profiles':
      return (await import('@platform/subgraph-profiles/subgraph')).profilesSubgraph;
    case 'hunter':
      return (await import('@platform/subgraph-hunter')).hunterSubgraph;
    default:
      throw new Error(`Unknown subgraph "${name}"; known: ${SUBGRAPH_NAMES.join(', ')}`);
  }
}
