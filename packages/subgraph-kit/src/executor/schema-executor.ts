import { execute, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { maskUnexpectedErrors } from '@platform/errors';
import type { GraphExecutor } from './graph-executor.js';

/**
 * One schema in this process, without a gateway: the clipboard tool's local API runs its route
 * table → operation → resolver path this way. Every caller is anonymous; the resolvers get
 * `context` with the request's id.
 */
export function schemaExecutor(
  schema: GraphQLSchema,
  context: object,
  log: (line: string) => void = () => {},
): GraphExecutor {
  const documents = new Map<string, DocumentNode>();
  return {
    async execute(query, operationName, variables, requestContext) {
      let document = documents.get(query);
      if (!document) documents.set(query, (document = parse(query)));
      const result = await execute({
        schema,
        document,
        operationName,
        variableValues: variables,
        contextValue: { ...context, requestId: requestContext.requestId },
      });
      // The platform's one error formatting: codes kept, a variable out of its GraphQL type (an Int
      // past 32 bits) the client's BAD_USER_INPUT, anything else a bug, logged and answered as a 500.
      const format = maskUnexpectedErrors((error) =>
        log(`request ${requestContext.requestId} failed: ${(error as Error)?.stack ?? String(error)}`),
      );
      return {
        data: result.data as Record<string, unknown> | null | undefined,
        errors: result.errors?.map((error) => format(error.toJSON(), error)),
      };
    },
  };
}
