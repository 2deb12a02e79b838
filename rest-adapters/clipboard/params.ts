import { z } from 'zod';

/** Query-string booleans: true/false/1/0/yes/no (the earlier tool's clients send 1). */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const MAX_LIMIT = 1000;
export const limit = (fallback: number) => z.coerce.number().int().min(1).max(MAX_LIMIT).default(fallback);

/** A clip id: a positive integer (SQLite rowid range kept to 2^53 so JSON carries it exactly). */
export const clipId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** since/until: an ISO-8601 date or date-time, normalised to the stored UTC form. */
export const isoTime = z
  .string()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
    'expected an ISO-8601 date or date-time',
  )
  .transform((value) => new Date(value).toISOString());

export const searchText = z.string().trim().min(1, 'q is required').max(10_000);
