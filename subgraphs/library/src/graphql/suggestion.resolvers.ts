import type { RequestContext } from '@platform/auth';
import type {
  SuggestionStatus as StoredStatus,
  SuggestionType as StoredType,
} from '../entities/suggestion.entity.js';
import type { LibraryServices } from '../services/library-services.js';
import type {
  ItemType,
  Resolvers,
  SuggestionStatus,
  SuggestionType,
} from './__generated__/resolvers-types.js';

// The SDL enums are the stored values upper-cased; the casts restore the literal types that
// toUpperCase/toLowerCase lose, and the compiler checks both sides against each other.
const toStoredType = (type: SuggestionType) =>
  type.toLowerCase() as Lowercase<SuggestionType> satisfies StoredType;
const toStoredStatus = (status: SuggestionStatus) =>
  status.toLowerCase() as Lowercase<SuggestionStatus> satisfies StoredStatus;

/** Suggestions are Pro (feature ml), every one of them, reads included. */
export function suggestionResolvers({ suggestions, entitlements }: LibraryServices): Resolvers {
  const proCaller = async (context: RequestContext) => {
    const identity = await entitlements.caller(context);
    await entitlements.requirePro(identity, 'ml', 'Suggestions');
    return identity.userId;
  };
  return {
    Query: {
      async suggestions(_, args, context) {
        const userId = await proCaller(context);
        return suggestions.list(userId, {
          status: args.status ? toStoredStatus(args.status) : null,
          type: args.type ? toStoredType(args.type) : null,
          limit: args.limit,
          offset: args.offset,
        });
      },
      async pendingSuggestions(_, { type, limit, offset }, context) {
        return suggestions.pending(await proCaller(context), toStoredType(type), limit, offset);
      },
      async relatedSuggestions(_, { id, type, limit, offset }, context) {
        const kind = type ? (type.toLowerCase() as Lowercase<ItemType>) : null;
        return suggestions.related(await proCaller(context), id, kind, limit, offset);
      },
    },
    Mutation: {
      async generateSuggestions(_, _args, context) {
        return suggestions.queueGeneration(await proCaller(context));
      },
      async acceptSuggestion(_, { id }, context) {
        return suggestions.accept(await proCaller(context), id);
      },
      async rejectSuggestion(_, { id }, context) {
        return suggestions.reject(await proCaller(context), id);
      },
    },
    Suggestion: {
      type: ({ type }) => type.toUpperCase() as Uppercase<StoredType>,
      status: ({ status }) => status.toUpperCase() as Uppercase<StoredStatus>,
      itemIds: ({ items }) => items.map((item) => item.id),
      items: ({ items }) =>
        items.map((item) => ({ id: item.id, type: item.type.toUpperCase() as Uppercase<typeof item.type> })),
    },
  };
}
