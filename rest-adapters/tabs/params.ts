import { z } from 'zod';

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

/** Optional text where clients may also send null to mean "not given". */
export const optionalText = (max: number) =>
  z.string().max(max).nullish().transform((value) => value ?? undefined);
