import type { z } from 'zod';
import { BadInput } from '@platform/errors';

/** Parses a service input; 400 naming every problem (`details.issues`) when it does not fit. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new BadInput(issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; '), { issues });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Card ids are uuids; anything else names no card (404, never a database error). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
