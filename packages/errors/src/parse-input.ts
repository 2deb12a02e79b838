import type { z } from 'zod';
import { BadInput } from './domain-error.js';

/** Parses a service input; BadInput naming every problem (`details.issues`) when it does not fit. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new BadInput(
    issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; '),
    { issues },
  );
}

/** Parses or throws BadInput with details {field, issue} naming the first offending property (the resume API's error shape). */
export function parseInputFirstIssue<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join('.') || 'body';
  throw new BadInput(`${field}: ${issue.message}`, { field, issue: issue.message });
}
