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
      const { body } = response;
      if (body.kind !== 'single') throw new IncrementalDeliveryUnsupported();
      // Apollo's request pipeline leaves this response object reachable from objects V8 has already
      // moved to the old generation, so until the next full collection every young-generation
      // collection kept the whole answer alive and promoted it: about 70 kB per 100-row list, then a
      // mark-compact every ~800 requests. Detached once read, the answer dies young (3.5 kB promoted).
      (response as { body?: unknown }).body = undefined;
      return body.singleResult as GraphResult;
    },
  };
}
