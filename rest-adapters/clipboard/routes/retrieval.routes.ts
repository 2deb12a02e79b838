import { z } from 'zod';
import { route } from '../../core/route.js';
import {
  ClipByIdDocument,
  ClipContextDocument,
  RecentClipsDocument,
  SearchClipsDocument,
  SemanticSearchClipsDocument,
} from '../__generated__/operations.js';
import { clipId, isoTime, limit, queryBoolean, searchText } from '../params.js';
import { clipItems, clipRecord, toClipRecord } from '../records.js';

const TAG = 'Clips';
const app = z.string().min(1).max(1000).optional();
const tag = z.string().min(1).max(200).optional();

export const retrievalRoutes = [
  route({
    method: 'get',
    path: '/recent',
    summary: 'Newest clips first',
    tag: TAG,
    auth: 'none',
    query: z.object({
      limit: limit(20),
      app,
      tag,
      pins_only: queryBoolean.optional(),
      since: isoTime.optional(),
      until: isoTime.optional(),
    }),
    operation: RecentClipsDocument,
    variables: ({ query }) => ({
      limit: query.limit,
      app: query.app,
      tag: query.tag,
      pinsOnly: query.pins_only,
      since: query.since,
      until: query.until,
    }),
    respond: ({ recentClips }) => ({ items: recentClips.items.map(toClipRecord) }),
    response: clipItems,
  }),
  route({
    method: 'get',
    path: '/search',
    summary:
      'Full-text search (FTS5: AND/OR/NOT, "phrases", prefix*; invalid syntax is searched as a phrase)',
    tag: TAG,
    auth: 'none',
    query: z.object({ q: searchText, limit: limit(20), app, tag }),
    operation: SearchClipsDocument,
    variables: ({ query }) => query,
    respond: ({ searchClips }) => ({ items: searchClips.items.map(toClipRecord) }),
    response: clipItems,
  }),
  route({
    method: 'get',
    path: '/semantic_search',
    summary: 'Clips closest in meaning (embedding similarity); each item carries a score',
    tag: TAG,
    auth: 'none',
    query: z.object({ q: searchText, limit: limit(20) }),
    operation: SemanticSearchClipsDocument,
    variables: ({ query }) => query,
    respond: ({ semanticSearch }) => ({ items: semanticSearch.items.map(toClipRecord) }),
    response: clipItems,
    errors: [503],
  }),
  route({
    method: 'get',
    path: '/context',
    summary: 'Context bundle: recent clips of the last `hours` (default 24) for an assistant',
    tag: TAG,
    auth: 'none',
    query: z.object({
      limit: limit(20),
      app,
      tag,
      hours: z.coerce
        .number()
        .positive()
        .max(24 * 3650)
        .default(24),
      pins_only: queryBoolean.optional(),
    }),
    operation: ClipContextDocument,
    variables: ({ query }) => ({
      limit: query.limit,
      app: query.app,
      tag: query.tag,
      hours: query.hours,
      pinsOnly: query.pins_only,
    }),
    respond: ({ context }) => ({ since: context.since, items: context.items.map(toClipRecord) }),
    response: clipItems.extend({ since: z.string() }),
  }),
  route({
    method: 'get',
    path: '/clip',
    summary: 'One clip with its tags and notes',
    tag: TAG,
    auth: 'none',
    query: z.object({ id: clipId }),
    operation: ClipByIdDocument,
    variables: ({ query }) => query,
    respond: ({ clip }) => toClipRecord(clip),
    response: clipRecord,
    errors: [404],
  }),
];
