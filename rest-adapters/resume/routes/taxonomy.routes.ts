import { z } from 'zod';
import {
  GetMaskDocument,
  ListEpochsDocument,
  ListMasksDocument,
  ListStagesDocument,
} from '@platform/operations';
import { QueryMasksArgsSchema } from '@platform/subgraph-profiles/validation';
import { route } from '../../core/index.js';
import { queryArguments } from '../params.js';
import { maskRecord, toMaskRecord } from '../records.js';

const tag = 'Taxonomy';

const epochRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    yearsAgoFrom: z.number().int(),
    yearsAgoTo: z.number().int().nullable(),
  })
  .meta({ id: 'Epoch' });
const stageRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    order: z.number().int(),
    description: z.string(),
    minYears: z.number().int(),
  })
  .meta({ id: 'Stage' });

/** The resume API's taxonomy: masks (filterable by family), epochs and stages, fixed and written for this project. */
export const taxonomyRoutes = [
  route({
    method: 'get',
    path: '/masks',
    summary:
      'Identity masks; ontology filters by family (cognitive, expressive, operational) or a whole ontology, case-insensitive',
    tag,
    auth: 'user',
    query: queryArguments(QueryMasksArgsSchema()),
    operation: ListMasksDocument,
    variables: ({ query }) => query,
    respond: ({ masks }) => ({ masks: masks.map(toMaskRecord) }),
    response: z.object({ masks: z.array(maskRecord) }),
  }),
  route({
    method: 'get',
    path: '/masks/:id',
    summary: 'One mask (404 when unknown)',
    tag,
    auth: 'user',
    params: z.object({ id: z.string().max(100) }),
    operation: GetMaskDocument,
    variables: ({ params }) => params,
    respond: ({ mask }) => toMaskRecord(mask!),
    response: maskRecord,
    errors: [404],
  }),
  route({
    method: 'get',
    path: '/epochs',
    summary: 'Temporal epochs a career timeline is grouped into (years before the present)',
    tag,
    auth: 'user',
    operation: ListEpochsDocument,
    respond: ({ epochs }) => epochs,
    response: z.array(epochRecord),
  }),
  route({
    method: 'get',
    path: '/stages',
    summary: 'Career stages by years of experience, in order',
    tag,
    auth: 'user',
    operation: ListStagesDocument,
    respond: ({ stages }) => stages,
    response: z.array(stageRecord),
  }),
];
