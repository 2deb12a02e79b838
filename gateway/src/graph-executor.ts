import type { GraphExecutor } from '@platform/rest-adapters/core';
import type { RequestContext } from '@platform/auth';
import type { Gateway } from './gateway.js';
import { contextFromHeaders } from './request-context.js';

/** REST adapters run their operations through this process's gateway, as a GraphQL client would. */
export function gatewayExecutor(gateway: Gateway): GraphExecutor {
  return {
    maxAnswerBytes: gateway.maxResponseBytes,
    contextFor: (headers, requestId, realm) =>
      contextFromHeaders(gateway.sessions, headers, requestId, realm ? [realm] : []),
    async execute(query, operationName, variables, context: RequestContext) {
      const response = await gateway.apollo.executeOperation(
        { query, operationName, variables },
        { contextValue: { ...context, answerSizedByCaller: true } },
      );
      if (response.body.kind !== 'single')
        throw new Error('Incremental delivery is not supported for REST routes');
      return response.body.singleResult;
    },
  };
}
