import type { z } from 'zod';
import { BadInput } from '@platform/errors';

/** Parses or throws BadInput with details {field, issue} naming the first offending property. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join('.') || 'body';
  throw new BadInput(`${field}: ${issue.message}`, { field, issue: issue.message });
}
