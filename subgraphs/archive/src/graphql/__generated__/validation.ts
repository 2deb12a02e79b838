import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export function MutationArchivePageArgsSchema() {
  return z.object({
    url: z.string().max(2048, "must be at most 2048 characters").min(1, "is required")
  })
}

export function QueryArchiveArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer')
  })
}

export function QueryArchivesArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(50),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(0)
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.archivePage': MutationArchivePageArgsSchema,
  'Query.archive': QueryArchiveArgsSchema,
  'Query.archives': QueryArchivesArgsSchema,
};
