import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export function WebClipInputSchema() {
  return z.object({
    app: z.string().max(200, "must be at most 200 characters").nullish(),
    html: z.string().max(1000000, "must be at most 1000000 characters").nullish(),
    selection: z.string().max(1000000, "must be at most 1000000 characters").nullish(),
    title: z.string().max(4000, "must be at most 4000 characters").nullish(),
    url: z.string().max(8192, "must be at most 8192 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").nullish()
  })
}

export function MutationDropClipArgsSchema() {
  return z.object({
    input: z.lazy(() => WebClipInputSchema())
  })
}

export function MutationFederateImportArgsSchema() {
  return z.object({
    payload: z.unknown()
  })
}

export function MutationIngestUrlArgsSchema() {
  return z.object({
    selection: z.string().max(1000000, "must be at most 1000000 characters").nullish(),
    title: z.string().max(4000, "must be at most 4000 characters").nullish(),
    url: z.string().max(8192, "must be at most 8192 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL")
  })
}

export function MutationSetPinnedArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1"),
    pinned: z.boolean()
  })
}

export function QueryClipArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer')
  })
}

export function QueryContextArgsSchema() {
  return z.object({
    app: z.string().nullish(),
    hours: z.number().default(24),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(20),
    pinsOnly: z.boolean().nullish(),
    tag: z.string().nullish()
  })
}

export function QueryRecapArgsSchema() {
  return z.object({
    minutes: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(60)
  })
}

export function QueryRecentClipsArgsSchema() {
  return z.object({
    app: z.string().nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(20),
    pinsOnly: z.boolean().nullish(),
    since: z.string().nullish(),
    tag: z.string().nullish(),
    until: z.string().nullish()
  })
}

export function QuerySearchClipsArgsSchema() {
  return z.object({
    app: z.string().nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(20),
    q: z.string(),
    tag: z.string().nullish()
  })
}

export function QuerySemanticSearchArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(20),
    q: z.string()
  })
}

export function QueryTopicsArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(10),
    perGroup: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(5),
    sinceHours: z.number().nullish()
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.dropClip': MutationDropClipArgsSchema,
  'Mutation.federateImport': MutationFederateImportArgsSchema,
  'Mutation.ingestUrl': MutationIngestUrlArgsSchema,
  'Mutation.setPinned': MutationSetPinnedArgsSchema,
  'Query.clip': QueryClipArgsSchema,
  'Query.context': QueryContextArgsSchema,
  'Query.recap': QueryRecapArgsSchema,
  'Query.recentClips': QueryRecentClipsArgsSchema,
  'Query.searchClips': QuerySearchClipsArgsSchema,
  'Query.semanticSearch': QuerySemanticSearchArgsSchema,
  'Query.topics': QueryTopicsArgsSchema,
};
