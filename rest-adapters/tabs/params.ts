import { z } from 'zod';
import { queryFromArguments } from '../core/index.js';

/** Query-string booleans: true/false/1/0. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A record id in a path: a positive 32-bit integer. */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

export const page = (defaultLimit: number, maxLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A GET route's query: the operation's generated argument schema, read from query-string text. */
export const queryArguments = (argumentSchema: z.ZodObject) => queryFromArguments(argumentSchema, queryBoolean);
