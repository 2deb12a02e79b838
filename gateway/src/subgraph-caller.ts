import type { GraphQLDataSource } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { DomainError, type ErrorCode } from '@platform/errors';
import type { RequestContext } from '@platform/auth';

/**
 * Calls one subgraph directly, bypassing the query planner: how the gateway reaches fields that are
 * @inaccessible in the public graph (the session lookup). Errors come back as DomainErrors.
 */
export async function callSubgraph<T>(
  source: GraphQLDataSource<RequestContext>,
  query: string,
  variables: Record<string, unknown>,
  context: RequestContext,
): Promise<T> {
  const response = await source.process({
    kind: GraphQLDataSourceRequestKind.HEALTH_CHECK,
    request: { query, variables },
    context,
  });
  const error = response.errors?.[0];
  if (error) {
    const { code, ...details } = (error.extensions ?? {}) as { code?: ErrorCode };
    throw new DomainError(code ?? 'INTERNAL_SERVER_ERROR', error.message, details);
  }
  return response.data as T;
}
