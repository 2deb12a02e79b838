import type { GraphQLFieldResolver } from 'graphql';
import type { z } from 'zod';
import { BadInput } from '@platform/errors';

/** Each field's argument schema by coordinate ("Mutation.createTab"), as codegen writes it (`argumentSchemas`). */
export type ArgumentSchemas = Record<string, () => z.ZodType>;

/** One broken rule: which field (`title`, `tabs[1].url`) and the rule's message (`must be at most 1000 characters`). */
export interface InputIssue {
  path: string;
  message: string;
}

/**
 * Field paths as a client writes them: list items in brackets, and without the `input` argument that
 * wraps a mutation's fields (a REST body is that input itself, so both APIs name the field alike).
 */
export function fieldPath(path: readonly PropertyKey[]): string {
  const named = path[0] === 'input' && path.length > 1 ? path.slice(1) : path;
  return named
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');
}

export const inputIssues = (error: z.ZodError): InputIssue[] =>
  error.issues.map((issue) => ({ path: fieldPath(issue.path), message: issue.message }));

/** The BAD_USER_INPUT error of broken rules: the first one in the message ("title must be at most 1000 characters"), all in `issues`. */
export function badArguments(issues: InputIssue[]): BadInput {
  const [first] = issues;
  return new BadInput(`${first.path} ${first.message}`, { issues });
}

type FieldResolver = GraphQLFieldResolver<unknown, unknown>;
type ResolverMap = Record<string, unknown>;

/**
 * Wraps every resolver that has an argument schema so it runs only on arguments that keep the SDL's
 * @constraint rules, and receives them as parsed (defaults applied). The subgraph is the one place
 * the rules are enforced: REST adapters, GraphQL clients and other subgraphs all come through here.
 */
export function checkArguments<R extends object>(resolvers: R, schemas: ArgumentSchemas | undefined): R {
  if (!schemas) return resolvers;
  const checked: ResolverMap = { ...(resolvers as ResolverMap) };
  for (const [coordinate, schemaOf] of Object.entries(schemas)) {
    const [type, field] = coordinate.split('.');
    const fields = checked[type] as Record<string, FieldResolver> | undefined;
    const resolve = fields?.[field];
    if (typeof resolve !== 'function') continue;
    const schema = schemaOf();
    const checkedResolve: FieldResolver = (source, args, context, info) => {
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw badArguments(inputIssues(parsed.error));
      return resolve(source, parsed.data as Record<string, unknown>, context, info);
    };
    checked[type] = { ...fields, [field]: checkedResolve };
  }
  return checked as R;
}
