import { z } from 'zod';

// Query strings of the plain JSON paths. Everything arrives as text; a value that does not parse is a
// 400, never a silent default (the earlier tool fell back to 20 on `limit=abc`, which hid typos).
// Repeated parameters (`?limit=1&limit=2`) arrive as arrays and are refused by z.string().

export const MAX_LIMIT = 500;
const MAX_HOURS = 24 * 365 * 100;

const limit = z
  .string()
  .trim()
  .regex(/^\d+$/, 'expected a positive integer')
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_LIMIT));

const hours = z
  .string()
  .trim()
  .regex(/^\d+(?:\.\d+)?$/, 'expected a positive number of hours')
  .transform(Number)
  .pipe(z.number().positive().max(MAX_HOURS));

const name = z.string().trim().min(1).max(200);

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(
      ['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'],
      'expected true/false (1/0, yes/no, on/off)',
    ),
  )
  .transform((word) => TRUE_WORDS.includes(word));

export const recentQuery = z.object({
  limit: limit.default(20),
  app: name.optional(),
  tag: name.optional(),
  pins_only: flag.optional(),
});

export const contextQuery = z.object({
  limit: limit.default(20),
  app: name.optional(),
  tag: name.optional(),
  hours: hours.optional(),
  // `pins` as the bridge documents it; `pins_only` as the HTTP API and the earlier bridge spelled it.
  pins: flag.optional(),
  pins_only: flag.optional(),
});

export const searchQuery = z.object({
  q: z.string().trim().min(1, 'q is required').max(1000),
  limit: limit.default(20),
  mode: z.enum(['fulltext', 'semantic']).default('fulltext'),
  app: name.optional(),
  tag: name.optional(),
});

/** One line naming every bad parameter, e.g. `limit: expected a positive integer; q: q is required`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`).join('; ');
}
