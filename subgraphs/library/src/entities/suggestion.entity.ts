import { defineEntity, p } from '@mikro-orm/core';

/** The kinds of suggestion (the tab API's OpenAPI document): content duplicates, stale tabs, related content. */
export const SUGGESTION_TYPES = ['duplicate', 'stale', 'related'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** Which table an item id belongs to (tab ids and bookmark ids overlap). */
export type SuggestedItemType = 'tab' | 'bookmark';

const SuggestionSchema = defineEntity({
  name: 'Suggestion',
  schema: 'library',
  tableName: 'suggestion',
  indexes: [
    {
      name: 'suggestion_user_status_created_idx',
      properties: ['userId', 'status', 'createdAt'],
      columns: [{ name: 'user_id' }, { name: 'status' }, { name: 'created_at', sort: 'desc' }],
    },
    {
      name: 'suggestion_user_type_status_confidence_idx',
      properties: ['userId', 'type', 'status', 'confidence'],
      columns: [
        { name: 'user_id' },
        { name: 'type' },
        { name: 'status' },
        { name: 'confidence', sort: 'desc' },
      ],
    },
    // Per-item lookups (related/:id, dropping an item's pending suggestions): `item_ids @> array[id]`.
    {
      name: 'suggestion_item_ids_idx',
      expression: 'create index "suggestion_item_ids_idx" on "library"."suggestion" using gin ("item_ids")',
    },
  ],
  uniques: [
    // One row per user, kind and set of items, whatever its status: re-generation cannot repeat a
    // pending suggestion, and a rejected (or accepted) one is never suggested again.
    { name: 'suggestion_user_type_item_key_unique', properties: ['userId', 'type', 'itemKey'] },
  ],
  properties: {
    id: p.integer().primary(),
    userId: p.integer(),
    type: p.string().length(20),
    /** Item ids in the suggestion's order (duplicates: oldest first); item_types says each one's table. */
    itemIds: p.array<number>(Number).columnType('int[]'),
    itemTypes: p.array<SuggestedItemType>().columnType('text[]'),
    /** The items as a sorted "bookmark:5,tab:3" string: the identity of the set, whatever the order. */
    itemKey: p.text(),
    reason: p.text(),
    confidence: p.double(),
    status: p.string().length(10).default('pending'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    /** When it was accepted or rejected; null while pending. */
    resolvedAt: p.datetime().nullable(),
  },
});

/** A suggestion made to a user about some of their saved items, with an accept/reject workflow. */
export class Suggestion extends SuggestionSchema.class {}
SuggestionSchema.setClass(Suggestion);
