import type { ApolloServer } from '@apollo/server';
import type { RequestContext } from '@platform/auth';
import { IncrementalDeliveryUnsupported, type GraphExecutor, type GraphResult } from './graph-executor.js';

/**
 * The gateway in this process, through its Apollo server as a client's request would go (limits,
 * error masking, metrics): no HTTP, no serialisation of the request.
 */
export function embeddedExecutor(
  apollo: Pick<ApolloServer<RequestContext>, 'executeOperation'>,
  options: Pick<GraphExecutor, 'contextFor' | 'maxAnswerBytes'> = {},
): GraphExecutor {
  const { maxAnswerBytes } = options;
  return {
    ...options,
    async execute(query, operationName, variables, context) {
      const response = await apollo.executeOperation(
        { query, operationName, variables },
        // A caller that sizes the answer itself (maxAnswerBytes) is spared the gateway's own check.
        { contextValue: maxAnswerBytes === undefined ? context : { ...context, answerSizedByCaller: true } },
      );
      if (response.body.kind !== 'single') throw new IncrementalDeliveryUnsupported();
      return response.body.singleResult as GraphResult;
    },
  };
}
