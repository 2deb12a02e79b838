import type { Resolvers } from '@platform/subgraph-kit';
import type { LibraryServices } from '../services/library-services.js';
import type { CreateTabInput, UpdateTabInput } from '../services/tab.service.js';
import type { BulkSyncItem } from '../jobs/bulk-sync.job.js';
import { nullWhenNotFound } from '../services/saved-items.js';

type Id = { id: number };

export function tabResolvers({ tabs, bulk, entitlements }: LibraryServices): Resolvers {
  return {
    Query: {
      async tabs(_, args: { limit: number; offset: number; archived: boolean }, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.list(userId, args);
      },
      async tab(_, { id }: Id, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.get(userId, id);
      },
      async staleTabs(_, { days }: { days: number }, context) {
        const identity = await entitlements.caller(context);
        await entitlements.requirePro(identity, 'ml', 'Stale-tab detection');
        return tabs.stale(identity.userId, days);
      },
    },
    Mutation: {
      async createTab(_, { input }: { input: CreateTabInput }, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.create(userId, input);
      },
      async openTab(_, { id }: Id, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.open(userId, id);
      },
      async updateTab(_, { id, input }: Id & { input: UpdateTabInput }, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.update(userId, id, input);
      },
      async deleteTab(_, { id }: Id, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.remove(userId, id);
      },
      async archiveTab(_, { id }: Id, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.archive(userId, id);
      },
      async bulkCreateTabs(_, args: { tabs: BulkSyncItem[] }, context) {
        return bulk.queue(await entitlements.caller(context), 'tabs', args.tabs);
      },
    },
    Tab: {
      // Another subgraph may point at a tab; it resolves only for its owner.
      async __resolveReference({ id }: Id, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.get(userId, id).catch(nullWhenNotFound);
      },
    },
  };
}
