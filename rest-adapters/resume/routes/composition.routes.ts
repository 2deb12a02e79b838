import { z } from 'zod';
import {
  GenerateNarrativeDocument,
  GetNarrativeTaskDocument,
  SelectMasksDocument,
} from '@platform/operations';
import {
  MaskSelectionInputSchema,
  NarrativeInputSchema,
  NarrativeSettingsInputSchema,
} from '@platform/subgraph-profiles/validation';
import { route } from '../../core/index.js';
import { profileParams } from '../params.js';
import { narrativeResult, scoredMask, toNarrativeResult } from '../records.js';

const tag = 'Narrative';

// The resume API spells the setting compression_ratio; the graph's input is camelCase. Same rules (generated).
const settings = NarrativeSettingsInputSchema();
const narrativeBody = NarrativeInputSchema().extend({
  settings: z
    .object({ tone: settings.shape.tone, compression_ratio: settings.shape.compressionRatio })
    .nullish(),
});

/** Mask selection and narrative for one of the caller's profiles. */
export const compositionRoutes = [
  route({
    method: 'post',
    path: '/profiles/:id/masks/select',
    summary:
      'Masks scored for the profile against contexts and tags (and its skills and experience tags), relevanceScore descending',
    description:
      'limit 1-50, default 5. Never empty: at least the best mask is answered. Scoring: docs/products/resume.md, "Mask scoring".',
    tag,
    auth: 'user',
    params: profileParams,
    body: MaskSelectionInputSchema(),
    operation: SelectMasksDocument,
    variables: ({ params, body }) => ({ profileId: params.id, input: body }),
    respond: ({ maskSelection }) => ({ masks: maskSelection }),
    response: z.object({ masks: z.array(scoredMask) }),
    errors: [403, 404],
  }),
  route({
    method: 'post',
    path: '/profiles/:id/narrative',
    summary:
      'Narrative blocks from a timeline, written by the orchestrator worker (local model or deterministic composer)',
    description:
      'Waits for the worker up to LOCAL_LLM_TIMEOUT_MS + 5 s; status pending (with taskId) when none finished it in time. ' +
      'A model failure without LOCAL_LLM_FALLBACK is 503. maskId (ours) narrates through that mask instead of the best-scoring one. ' +
      'A user has at most 2 narratives in flight at once: a third is 429 QUOTA_EXCEEDED with details {feature: narrative, limit: 2, used: 2}.',
    tag,
    auth: 'user',
    params: profileParams,
    body: narrativeBody,
    operation: GenerateNarrativeDocument,
    variables: ({ params, body }) => {
      const { settings: given, ...input } = body as z.infer<typeof narrativeBody>;
      return {
        profileId: params.id,
        input: {
          ...input,
          settings: given ? { tone: given.tone, compressionRatio: given.compression_ratio } : null,
        },
      };
    },
    respond: ({ generateNarrative }) => toNarrativeResult(generateNarrative),
    response: narrativeResult,
    errors: [403, 404, 503],
  }),
  route({
    method: 'get',
    path: '/profiles/:id/narrative/:taskId',
    summary: 'A narrative task handed to the orchestrator: pending, or its blocks',
    tag,
    auth: 'user',
    params: z.object({ id: z.string().max(100), taskId: z.string().max(100) }),
    operation: GetNarrativeTaskDocument,
    variables: ({ params }) => ({ id: params.taskId }),
    respond: ({ narrativeTask }) => toNarrativeResult(narrativeTask),
    response: narrativeResult,
    errors: [403, 404],
  }),
];
