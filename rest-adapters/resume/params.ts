import { z } from 'zod';
import { queryBoolean, queryFromArguments } from '../core/index.js';

/** A GET route's query: the operation's generated argument schema, read from query-string text. */
export const queryArguments = (argumentSchema: z.ZodObject) =>
  queryFromArguments(argumentSchema, queryBoolean);

/** Path ids are checked by the profiles subgraph (an id that names nothing is 404, never 400). */
export const profileParams = z.object({ id: z.string().max(100) });
export const subResourceParams = z.object({ profileId: z.string().max(100) });
const recordParams = z.object({ profileId: z.string().max(100), id: z.string().max(100) });
export const experienceParams = recordParams;
export const skillParams = recordParams;
export const projectParams = recordParams;
