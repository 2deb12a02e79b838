import { z } from 'zod';
import { LIBRARY_CHANGED_TOPIC } from '@platform/subgraph-kit';
import { route } from '../../core/index.js';
import {
  SearchHybridDocument,
  SearchSemanticDocument,
  SearchTextDocument,
  SimilarItemsDocument,
} from '@platform/operations';
import { idParams, queryBoolean } from '../params.js';
import {
  distanceSearchResultRecord,
  hybridSearchResultRecord,
  searchResultRecord,
  toHybridSearchResult,
  toSearchResult,
} from '../records.js';

const scope = z.enum(['tabs', 'bookmarks', 'both']).default('both');
const toScope = (type: 'tabs' | 'bookmarks' | 'both') => type.toUpperCase() as 'TABS' | 'BOOKMARKS' | 'BOTH';
/** Searches cover every saved item; `archived` narrows to live (false) or archived (true) ones. */
const archived = queryBoolean.optional();
const archivedNote =
  ' Archived items are found too; archived=false leaves them out, archived=true finds only them.';
const vectorNotes =
  'Only enriched items take part (Pro items saved with content get an embedding from the analysis service shortly after). ' +
  '503 {error: "ml_unavailable"} when the analysis service is down; 503 {error: "vector_unavailable"} when the database has no vector extension.';

// Semantic, similar and hybrid routes have no response cache: their answers depend on the analysis
// service (the query embedding), which the library's change events know nothing about.
export const searchRoutes = [
  route({
    method: 'get',
    path: '/api/search/text',
    cache: { invalidatedBy: LIBRARY_CHANGED_TOPIC },
    summary: 'Full-text search over title, content and summary',
    description:
      'Words, "quoted phrases", OR and -exclusions are understood; any input is safe. limit applies per type.' +
      archivedNote,
    tag: 'Search',
    auth: 'user',
    query: z.object({
      query: z.string().trim().min(1, 'query is required').max(500),
      type: scope,
      limit: z.coerce.number().int().min(1).max(100).default(10),
      archived,
    }),
    operation: SearchTextDocument,
    variables: ({ query }) => ({
      query: query.query,
      type: toScope(query.type),
      limit: query.limit,
      archived: query.archived ?? null,
    }),
    respond: ({ searchText }) => searchText.map(toSearchResult),
    response: z.array(searchResultRecord),
  }),
  route({
    method: 'post',
    path: '/api/search/semantic',
    summary: 'Semantic (vector) search: items nearest in meaning to the query (Pro, feature ml)',
    description:
      'The query is embedded by the analysis service and compared with stored embeddings by cosine distance (lower is closer). ' +
      'limit applies per type; with type both, the two lists are merged and ordered by distance ascending. Archived items are excluded. ' +
      vectorNotes,
    tag: 'Search',
    auth: 'user',
    body: z.object({
      query: z.string().trim().min(1, 'query is required').max(1000),
      limit: z.number().int().min(1).max(100).default(10),
      type: scope,
    }),
    operation: SearchSemanticDocument,
    variables: ({ body }) => ({ query: body.query, type: toScope(body.type), limit: body.limit }),
    respond: ({ searchSemantic }) => searchSemantic.map(toSearchResult),
    response: z.array(distanceSearchResultRecord),
    errors: [402, 503],
  }),
  route({
    method: 'get',
    path: '/api/search/similar/:id',
    summary: 'Items similar to one of yours, nearest first (Pro, feature ml)',
    description:
      'type says which kind :id is (tab or bookmark, default tab). Results are tabs and bookmarks, never the source itself and never archived ones, ' +
      'ordered by cosine distance ascending; limit counts them all. 400 when the source has no embedding yet; 404 when it is not yours. ' +
      vectorNotes,
    tag: 'Search',
    auth: 'user',
    params: idParams,
    query: z.object({
      type: z.enum(['tab', 'bookmark']).default('tab'),
      limit: z.coerce.number().int().min(1).max(100).default(10),
    }),
    operation: SimilarItemsDocument,
    variables: ({ params, query }) => ({
      id: params.id,
      type: query.type.toUpperCase() as 'TAB' | 'BOOKMARK',
      limit: query.limit,
    }),
    respond: ({ similarItems }) => similarItems.map(toSearchResult),
    response: z.array(distanceSearchResultRecord),
    errors: [402, 404, 503],
  }),
  route({
    method: 'get',
    path: '/api/search/hybrid',
    summary: 'Hybrid search: full-text and semantic rankings fused (Pro, feature ml)',
    description:
      'Reciprocal rank fusion (k = 60) of the full-text ranking and the vector ranking of each type, each looking at least 50 deep: ' +
      'score = sum of 1 / (60 + rank). limit applies per type; with type both, the lists are merged by fused score. ' +
      'Each result carries distance (cosine) when the vector ranking found it, and null when only full text did.' +
      archivedNote +
      ' ' +
      vectorNotes,
    tag: 'Search',
    auth: 'user',
    query: z.object({
      query: z.string().trim().min(1, 'query is required').max(1000),
      type: scope,
      limit: z.coerce.number().int().min(1).max(100).default(10),
      archived,
    }),
    operation: SearchHybridDocument,
    variables: ({ query }) => ({
      query: query.query,
      type: toScope(query.type),
      limit: query.limit,
      archived: query.archived ?? null,
    }),
    respond: ({ searchHybrid }) => searchHybrid.map(toHybridSearchResult),
    response: z.array(hybridSearchResultRecord),
    errors: [402, 503],
  }),
];
