import type { LibraryServices } from '../services/library-services.js';
import { nullWhenNotFound } from '@platform/errors';
import type { Resolvers } from './__generated__/resolvers-types.js';

export function tabResolvers({ tabs, bulk, entitlements }: LibraryServices): Resolvers {
  return {
    Query: {
      async tabs(_, args, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.list(userId, args);
      },
      async tab(_, { id }, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.get(userId, id);
      },
      async staleTabs(_, { days }, context) {
        const identity = await entitlements.caller(context);
        await entitlements.requirePro(identity, 'ml', 'Stale-tab detection');
        return tabs.stale(identity.userId, days);
      },
    },
    Mutation: {
      async createTab(_, { input }, context) {
        return tabs.create(await entitlements.caller(context), input);
      },
      async openTab(_, { id }, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.open(userId, id);
      },
      async updateTab(_, { id, input }, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.update(userId, id, input);
      },
      async deleteTab(_, { id }, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.remove(userId, id);
      },
      async archiveTab(_, { id }, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.archive(userId, id);
      },
      async bulkCreateTabs(_, args, context) {
        return bulk.queue(await entitlements.caller(context), 'tabs', args.tabs);
      },
    },
    Tab: {
      // Another subgraph may point at a tab; it resolves only for its owner.
      async __resolveReference({ id }, context) {
        const { userId } = await entitlements.caller(context);
        return tabs.get(userId, id).catch(nullWhenNotFound);
      },
    },
  };
}
