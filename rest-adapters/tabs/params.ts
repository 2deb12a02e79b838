import { z } from 'zod';
import { QueryTabArgsSchema } from '@platform/subgraph-library/validation';
import { queryBoolean, queryFromArguments } from '../core/index.js';

export { queryBoolean };

export const page = (defaultLimit: number, maxLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A GET route's query: the operation's generated argument schema, read from query-string text. */
export const queryArguments = (argumentSchema: z.ZodObject) =>
  queryFromArguments(argumentSchema, queryBoolean);

/** A record id in a path: a positive 32-bit integer, the rule every id argument of library.graphql has. */
export const idParams = queryArguments(QueryTabArgsSchema());
