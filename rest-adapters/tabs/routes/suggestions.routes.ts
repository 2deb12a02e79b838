import { z } from 'zod';
import { route } from '../../core/index.js';
import {
  AcceptSuggestionDocument,
  GenerateSuggestionsDocument,
  ListSuggestionsDocument,
  PendingSuggestionsDocument,
  RejectSuggestionDocument,
  RelatedSuggestionsDocument,
  type SuggestionFieldsFragment,
} from '@platform/operations';
import { idParams, page } from '../params.js';
import { timestamp } from '../records.js';

/** The tab API's suggestion record, plus `items` (each id with its kind: tab and bookmark ids overlap) and `resolved_at`. */
const suggestionRecord = z
  .object({
    id: z.number().int(),
    type: z.enum(['duplicate', 'stale', 'related']),
    item_ids: z.array(z.number().int()),
    items: z.array(z.object({ id: z.number().int(), type: z.enum(['tab', 'bookmark']) })),
    reason: z.string(),
    confidence: z.number().min(0).max(1),
    status: z.enum(['pending', 'accepted', 'rejected']),
    created_at: timestamp,
    resolved_at: timestamp.nullable(),
    user_id: z.number().int(),
  })
  .meta({ id: 'Suggestion' });

const lower = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;

const toSuggestionRecord = (suggestion: SuggestionFieldsFragment) => ({
  id: suggestion.id,
  type: lower(suggestion.type),
  item_ids: suggestion.itemIds,
  items: suggestion.items.map((item) => ({ id: item.id, type: lower(item.type) })),
  reason: suggestion.reason,
  confidence: suggestion.confidence,
  status: lower(suggestion.status),
  created_at: suggestion.createdAt,
  resolved_at: suggestion.resolvedAt,
  user_id: suggestion.userId,
});

const suggestionPage = z.object(page(50, 1000));
const list = z.array(suggestionRecord);
const pro = 'Pro only (feature ml): Free accounts get 402.';

/** GET /api/suggestions/{duplicates,stale}: one kind's pending suggestions. */
const pendingRoute = (kind: 'duplicates' | 'stale', summary: string, description: string) =>
  route({
    method: 'get',
    path: `/api/suggestions/${kind}`,
    summary,
    description,
    tag: 'Suggestions',
    auth: 'user',
    query: suggestionPage,
    operation: PendingSuggestionsDocument,
    variables: ({ query }) => ({
      type: kind === 'duplicates' ? ('DUPLICATE' as const) : ('STALE' as const),
      ...query,
    }),
    respond: ({ pendingSuggestions }) => pendingSuggestions.map(toSuggestionRecord),
    response: list,
    errors: [402],
  });

// No response cache: generation jobs and the scheduled tasks change suggestions without a
// library.changed event, so a cached list could miss them.
export const suggestionRoutes = [
  route({
    method: 'get',
    path: '/api/suggestions',
    summary: 'List your suggestions, newest first (Pro, feature ml)',
    description: `status narrows to pending, accepted or rejected (all when omitted). ${pro}`,
    tag: 'Suggestions',
    auth: 'user',
    query: suggestionPage.extend({ status: z.enum(['pending', 'accepted', 'rejected']).optional() }),
    operation: ListSuggestionsDocument,
    variables: ({ query }) => ({
      status: query.status ? (query.status.toUpperCase() as 'PENDING' | 'ACCEPTED' | 'REJECTED') : null,
      limit: query.limit,
      offset: query.offset,
    }),
    respond: ({ suggestions }) => suggestions.map(toSuggestionRecord),
    response: list,
    errors: [402],
  }),
  pendingRoute(
    'duplicates',
    'Pending duplicate suggestions, highest confidence first (Pro, feature ml)',
    'Two items whose content embeddings have cosine similarity at least SUGGESTION_DUPLICATE_THRESHOLD (confidence = similarity), ' +
      `or that have the same URL (confidence 1). item_ids are oldest first. ${pro}`,
  ),
  pendingRoute(
    'stale',
    'Pending stale-tab suggestions, longest unused first (Pro, feature ml)',
    `Tabs not opened for STALE_DAYS (by creation when never opened); confidence = 1 - 0.5 × STALE_DAYS / age in days. ${pro}`,
  ),
  route({
    method: 'get',
    path: '/api/suggestions/related/:id',
    summary: 'Pending related-content suggestions that name one of your items (Pro, feature ml)',
    description:
      'type says which kind :id is (tab or bookmark; both when omitted). Highest confidence first. 404 when you own no such item. ' +
      `Related means cosine similarity in [SUGGESTION_RELATED_THRESHOLD, SUGGESTION_DUPLICATE_THRESHOLD). ${pro}`,
    tag: 'Suggestions',
    auth: 'user',
    params: idParams,
    query: suggestionPage.extend({ type: z.enum(['tab', 'bookmark']).optional() }),
    operation: RelatedSuggestionsDocument,
    variables: ({ params, query }) => ({
      id: params.id,
      type: query.type ? (query.type.toUpperCase() as 'TAB' | 'BOOKMARK') : null,
      limit: query.limit,
      offset: query.offset,
    }),
    respond: ({ relatedSuggestions }) => relatedSuggestions.map(toSuggestionRecord),
    response: list,
    errors: [402, 404],
  }),
  route({
    method: 'post',
    path: '/api/suggestions/generate',
    summary: 'Queue generation of your suggestions (Pro, feature ml)',
    description: `Duplicates, stale tabs and related content are found by a background job (follow jobId with jobUpdated). ${pro}`,
    tag: 'Suggestions',
    auth: 'user',
    operation: GenerateSuggestionsDocument,
    variables: () => ({}),
    respond: ({ generateSuggestions }) => ({
      message: generateSuggestions.message,
      jobId: generateSuggestions.jobId,
    }),
    response: z.object({ message: z.string(), jobId: z.string() }),
    errors: [402],
  }),
  route({
    method: 'put',
    path: '/api/suggestions/:id/accept',
    summary: 'Accept a pending suggestion (Pro, feature ml)',
    description:
      'duplicate: archives every item but the oldest; stale: archives the tab (is_archived only, no page capture); related: recorded only. ' +
      `409 when the suggestion is not pending; 404 when it is not yours. ${pro}`,
    tag: 'Suggestions',
    auth: 'user',
    params: idParams,
    operation: AcceptSuggestionDocument,
    variables: ({ params }) => params,
    respond: ({ acceptSuggestion }) => toSuggestionRecord(acceptSuggestion),
    response: suggestionRecord,
    errors: [402, 404, 409],
  }),
  route({
    method: 'put',
    path: '/api/suggestions/:id/reject',
    summary: 'Reject a pending suggestion (Pro, feature ml)',
    description: `The same items are never suggested again for that kind. 409 when the suggestion is not pending; 404 when it is not yours. ${pro}`,
    tag: 'Suggestions',
    auth: 'user',
    params: idParams,
    operation: RejectSuggestionDocument,
    variables: ({ params }) => params,
    respond: ({ rejectSuggestion }) => toSuggestionRecord(rejectSuggestion),
    response: suggestionRecord,
    errors: [402, 404, 409],
  }),
];
