import type { IncomingHttpHeaders } from 'node:http';
import type { GraphQLFormattedError } from 'graphql';
import type { Realm, RequestContext } from '@platform/auth';

/** How an adapter reaches the supergraph: the gateway in this process, with the caller's identity. */
export interface GraphExecutor {
  /**
   * The largest answer in bytes, when the executor leaves the size check to the adapter (which
   * serialises the answer anyway): a bigger REST body is refused with RESPONSE_TOO_LARGE.
   */
  maxAnswerBytes?: number;
  /**
   * Verifies the bearer token and device headers; throws a DomainError for a bad token or a token
   * of another realm than the API's `realm`.
   */
  contextFor(headers: IncomingHttpHeaders, requestId: string, realm?: Realm): Promise<RequestContext>;
  execute(
    query: string,
    operationName: string | undefined,
    variables: Record<string, unknown>,
    context: RequestContext,
  ): Promise<{ data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }>;
}
