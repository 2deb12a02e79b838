// What every gateway process of the bench is given: its port and the composed supergraph's file.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const env = z.object({ PORT: z.coerce.number().int(), SUPERGRAPH_FILE: z.string() }).parse(process.env);

export const PORT = env.PORT;
export const SUPERGRAPH_SDL = readFileSync(env.SUPERGRAPH_FILE, 'utf8');
