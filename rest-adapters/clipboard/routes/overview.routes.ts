import { z } from 'zod';
import { route } from '../../core/route.js';
import {
  ClipRecapDocument,
  ClipTagsDocument,
  ClipTopicsDocument,
  ClipboardStatusDocument,
} from '../__generated__/operations.js';
import { limit } from '../params.js';
import { clipItems, clipRecord, nameCount, toClipRecord } from '../records.js';

const TAG = 'Overview';

export const overviewRoutes = [
  route({
    method: 'get',
    path: '/status',
    summary: 'Capture state, clip counts, database size and settings (as `mfm status --json`)',
    tag: TAG,
    auth: 'none',
    operation: ClipboardStatusDocument,
    respond: ({ status }) => ({
      capture: status.capture,
      paused: status.paused,
      clips: status.clips,
      pinned: status.pinned,
      latest: status.latest,
      db_size_mb: status.dbSizeMb,
      blocklist_size: status.blocklistSize,
      settings: status.settings,
    }),
    response: z.object({
      capture: z.enum(['active', 'paused']),
      paused: z.boolean(),
      clips: z.number().int(),
      pinned: z.number().int(),
      latest: z.string().nullable(),
      db_size_mb: z.number(),
      blocklist_size: z.number().int(),
      settings: z.record(z.string(), z.unknown()),
    }),
  }),
  route({
    method: 'get',
    path: '/recap',
    summary: 'What was copied in the last `minutes` (default 60): counts per app and tag, and the clips',
    tag: TAG,
    auth: 'none',
    query: z.object({
      minutes: z.coerce
        .number()
        .int()
        .min(1)
        .max(60 * 24 * 366)
        .default(60),
    }),
    operation: ClipRecapDocument,
    variables: ({ query }) => query,
    respond: ({ recap }) => ({ ...recap, items: recap.items.map(toClipRecord) }),
    response: clipItems.extend({
      minutes: z.number().int(),
      since: z.string(),
      count: z.number().int(),
      apps: z.array(nameCount),
      tags: z.array(nameCount),
    }),
  }),
  route({
    method: 'get',
    path: '/topics',
    summary: 'Topic buckets: largest tags, then largest applications, each with its newest clips',
    tag: TAG,
    auth: 'none',
    query: z.object({
      limit: limit(10),
      per_group: z.coerce.number().int().min(1).max(100).default(5),
      since_hours: z.coerce
        .number()
        .positive()
        .max(24 * 3650)
        .optional(),
    }),
    operation: ClipTopicsDocument,
    variables: ({ query }) => ({
      limit: query.limit,
      perGroup: query.per_group,
      sinceHours: query.since_hours,
    }),
    respond: ({ topics }) => ({
      groups: topics.map((group) => ({ ...group, items: group.items.map(toClipRecord) })),
    }),
    response: z.object({
      groups: z.array(
        z.object({
          kind: z.enum(['tag', 'app']),
          name: z.string(),
          count: z.number().int(),
          items: z.array(clipRecord),
        }),
      ),
    }),
  }),
  route({
    method: 'get',
    path: '/tags',
    summary: 'Every tag with the number of clips carrying it',
    tag: TAG,
    auth: 'none',
    operation: ClipTagsDocument,
    respond: ({ tags }) => ({ tags }),
    response: z.object({ tags: z.array(nameCount) }),
  }),
];
