import { z } from 'zod';
import { route } from '../../core/index.js';
import {
  ArchiveTabDocument,
  BulkCreateTabsDocument,
  CreateTabDocument,
  DeleteTabDocument,
  ListTabsDocument,
  OpenTabDocument,
  StaleTabsDocument,
  UpdateTabDocument,
} from '@platform/operations';
import {
  CreateTabInputSchema,
  MutationBulkCreateTabsArgsSchema,
  QueryStaleTabsArgsSchema,
  QueryTabsArgsSchema,
  UpdateTabInputSchema,
} from '@platform/subgraph-library/validation';
import { queryArguments } from '../params.js';
import { tabRecord, toTabRecord } from '../records.js';
import { savedItemRoutes } from './saved-item.routes.js';

// Request shapes and their rules come from the library's SDL (codegen); the library checks them again
// for GraphQL callers, so both APIs hold every client to the same rules.
const [create, bulk, list, ...changes] = savedItemRoutes({
  label: 'Tab',
  tag: 'Tabs',
  record: tabRecord,
  toRecord: toTabRecord,
  schemas: {
    create: CreateTabInputSchema(),
    bulk: MutationBulkCreateTabsArgsSchema(),
    list: QueryTabsArgsSchema(),
    update: UpdateTabInputSchema(),
  },
  documents: {
    create: CreateTabDocument,
    bulk: BulkCreateTabsDocument,
    list: ListTabsDocument,
    update: UpdateTabDocument,
    delete: DeleteTabDocument,
    archive: ArchiveTabDocument,
  },
  summaries: {
    create: 'Save a tab',
    list: 'List tabs, newest first (archived ones only with archived=true)',
  },
  createDescription: 'Pro accounts with content get enrichment queued (summary, category, tags, entities).',
  read: {
    document: OpenTabDocument,
    field: 'openTab',
    summary: 'Read a tab; counts an access and sets last_accessed',
    cached: false,
  },
});

export const tabRoutes = [
  create,
  bulk,
  list,
  route({
    method: 'get',
    path: '/api/tabs/stale/detect',
    summary: 'Tabs not opened for `days` (Pro, feature ml)',
    description: 'days defaults to 30; 0 lists every live tab. A tab never opened counts from its creation.',
    tag: 'Tabs',
    auth: 'user',
    query: queryArguments(QueryStaleTabsArgsSchema()),
    operation: StaleTabsDocument,
    variables: ({ query }) => query,
    respond: ({ staleTabs }) => staleTabs.map(toTabRecord),
    response: z.array(tabRecord),
    errors: [402],
  }),
  ...changes,
];
