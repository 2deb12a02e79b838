import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '@platform/pagination';

/**
 * The list query every cards list takes: an opaque keyset `cursor` (from the previous page's
 * next_cursor) and `limit` (default 20, at most 100).
 */
export const pageQuery = {
  cursor: z.string().min(1).max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
};

/** The cards API's list envelope, for OpenAPI. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable(), has_more: z.boolean() });

/** A graph page ({items, nextCursor, hasMore}) as the cards API's list envelope, each item mapped. */
export const toList = <T, R>(
  page: { items: T[]; nextCursor?: string | null; hasMore: boolean },
  map: (item: T) => R,
) => ({
  items: page.items.map(map),
  next_cursor: page.nextCursor ?? null,
  has_more: page.hasMore,
});

/** Query parameters that would carry a token; each is refused with 401 on every path of the API. */
export const TOKEN_QUERY_PARAMS = [
  'access_token',
  'token',
  'api_key',
  'apikey',
  'key',
  'bearer',
  'jwt',
  'session_token',
];

export { queryBoolean } from '../core/index.js';
