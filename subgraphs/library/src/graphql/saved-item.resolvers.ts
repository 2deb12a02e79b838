import { nullWhenNotFound } from '@platform/errors';
import type { LibraryServices } from '../services/library-services.js';
import type { SavedItemService, SavedItem } from '../services/saved-item.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** A kind's GraphQL names: `Tab` gives tab, tabs, tabPage, createTab, updateTab, deleteTab, archiveTab and bulkCreateTabs. */
interface SavedItemFields<T extends SavedItem> {
  type: 'Tab' | 'Bookmark';
  plural: 'tabs' | 'bookmarks';
  service: SavedItemService<T, never>;
}

/**
 * The fields tabs and bookmarks share, resolved the same way for both: each one finds the caller and
 * calls the kind's service. Arguments arrive checked against library.graphql's rules (subgraph-kit).
 */
export function savedItemResolvers<T extends SavedItem>(
  { bulk, entitlements }: LibraryServices,
  { type, plural, service }: SavedItemFields<T>,
): Resolvers {
  const singular = type.toLowerCase();
  const withCaller =
    <A>(run: (userId: number, args: A) => unknown) =>
    async (_: unknown, args: A, context: Parameters<typeof entitlements.caller>[0]) =>
      run((await entitlements.caller(context)).userId, args);
  const resolvers = {
    Query: {
      [plural]: withCaller((userId, args: Parameters<typeof service.list>[1]) => service.list(userId, args)),
      [`${singular}Page`]: withCaller((userId, args: Parameters<typeof service.page>[1]) =>
        service.page(userId, args),
      ),
      [singular]: withCaller((userId, { id }: { id: number }) => service.get(userId, id)),
    },
    Mutation: {
      [`create${type}`]: async (
        _: unknown,
        { input }: { input: never },
        context: Parameters<typeof entitlements.caller>[0],
      ) => service.create(await entitlements.caller(context), input),
      [`update${type}`]: withCaller((userId, { id, input }: { id: number; input: object }) =>
        service.update(userId, id, input),
      ),
      [`delete${type}`]: withCaller((userId, { id }: { id: number }) => service.remove(userId, id)),
      [`archive${type}`]: withCaller((userId, { id }: { id: number }) => service.archive(userId, id)),
      [`bulkCreate${type}s`]: async (
        _: unknown,
        args: Record<string, never[]>,
        context: Parameters<typeof entitlements.caller>[0],
      ) => bulk.queue(await entitlements.caller(context), plural, args[plural]),
    },
    [type]: {
      // Another subgraph may point at an item; it resolves only for its owner.
      __resolveReference: async (
        { id }: { id: number },
        context: Parameters<typeof entitlements.caller>[0],
      ) => {
        const { userId } = await entitlements.caller(context);
        return service.get(userId, id).catch(nullWhenNotFound);
      },
    },
  };
  // Field names are built from the kind, which the generated map's literal keys cannot follow.
  return resolvers as Resolvers;
}
