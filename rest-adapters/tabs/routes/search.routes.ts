import { z } from 'zod';
import { LIBRARY_CHANGED_TOPIC } from '@platform/subgraph-kit';
import { route } from '../../core/index.js';
import { SearchTextDocument } from '@platform/sdk';
import { searchResultRecord, toSearchResult } from '../records.js';

export const searchRoutes = [
  route({
    method: 'get',
    path: '/api/search/text',
    cache: { invalidatedBy: LIBRARY_CHANGED_TOPIC },
    summary: 'Full-text search over title, content and summary',
    description: 'Words, "quoted phrases", OR and -exclusions are understood; any input is safe. limit applies per type.',
    tag: 'Search',
    auth: 'user',
    query: z.object({
      query: z.string().trim().min(1, 'query is required').max(500),
      type: z.enum(['tabs', 'bookmarks', 'both']).default('both'),
      limit: z.coerce.number().int().min(1).max(100).default(10),
    }),
    operation: SearchTextDocument,
    variables: ({ query }) => ({ query: query.query, type: query.type.toUpperCase() as 'TABS' | 'BOOKMARKS' | 'BOTH', limit: query.limit }),
    respond: ({ searchText }) => searchText.map(toSearchResult),
    response: z.array(searchResultRecord),
  }),
];
