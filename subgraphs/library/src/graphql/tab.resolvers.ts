import { mergeResolvers } from '@platform/subgraph-kit';
import type { LibraryServices } from '../services/library-services.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { savedItemResolvers } from './saved-item.resolvers.js';

/** Tabs: the saved-item fields (tabs, tab, createTab, updateTab, ...), plus opening and stale detection. */
export function tabResolvers(services: LibraryServices): Resolvers {
  const { tabs, entitlements } = services;
  return mergeResolvers<Resolvers>(
    savedItemResolvers(services, { type: 'Tab', plural: 'tabs', service: tabs }),
    {
      Query: {
        async staleTabs(_, { days }, context) {
          const identity = await entitlements.caller(context);
          await entitlements.requirePro(identity, 'ml', 'Stale-tab detection');
          return tabs.stale(identity.userId, days);
        },
      },
      Mutation: {
        async openTab(_, { id }, context) {
          const { userId } = await entitlements.caller(context);
          return tabs.open(userId, id);
        },
      },
    },
  );
}
