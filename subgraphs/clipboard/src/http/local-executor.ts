import { execute, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '@platform/auth';
import { maskUnexpectedErrors } from '@platform/errors';
import type { GraphExecutor } from '@platform/rest-adapters/core/graph-executor';
import type { ClipboardContext } from '../graphql/clipboard-context.js';

/**
 * Runs the REST adapter's operations against the clipboard subgraph in this process: the same route
 * table → operation → resolver path as the platform's APIs, without a gateway (there is no user here;
 * everyone who reaches the loopback server is the machine's user).
 */
export function localExecutor(
  schema: GraphQLSchema,
  context: Omit<ClipboardContext, 'requestId'>,
  log: (line: string) => void = () => {},
): GraphExecutor {
  const documents = new Map<string, DocumentNode>();
  return {
    contextFor: async (_headers, requestId): Promise<RequestContext> => ({
      requestId,
      identity: null,
      internal: false,
    }),
    async execute(query, operationName, variables, requestContext) {
      let document = documents.get(query);
      if (!document) documents.set(query, (document = parse(query)));
      const contextValue: ClipboardContext = { ...context, requestId: requestContext.requestId };
      const result = await execute({
        schema,
        document,
        operationName,
        variableValues: variables,
        contextValue,
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
