import type { IncomingHttpHeaders } from 'node:http';
import type { GraphQLFormattedError } from 'graphql';
import type { Realm, RequestContext } from '@platform/auth';

/** What running an operation answers: GraphQL's result, errors already in their client form. */
export interface GraphResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}

/**
 * The one way to run an operation against a graph as a caller: a REST route, a subscription that
 * reads another domain, a domain's supergraph call, the clipboard's local API. Implementations:
 * embeddedExecutor (the gateway in this process), httpExecutor (a gateway's /graphql elsewhere),
 * schemaExecutor (one schema in this process, no gateway).
 */
export interface GraphExecutor {
  execute(
    query: string,
    operationName: string | undefined,
    variables: Record<string, unknown>,
    context: RequestContext,
  ): Promise<GraphResult>;
  /**
   * Verifies the bearer token and device headers of an HTTP caller; throws a DomainError for a bad
   * token or a token of another realm than `realm`. Absent where every caller is anonymous.
   */
  contextFor?(headers: IncomingHttpHeaders, requestId: string, realm?: Realm): Promise<RequestContext>;
  /**
   * The largest answer in bytes, when the executor leaves the size check to its caller (a REST
   * adapter serialises the answer anyway): a bigger REST body is refused with RESPONSE_TOO_LARGE.
   */
  maxAnswerBytes?: number;
}

/** An anonymous caller's context: what a caller gets from an executor without contextFor. */
export const anonymousContext = (requestId: string): RequestContext => ({
  requestId,
  identity: null,
  internal: false,
});

/** An operation answered in parts (@defer, @stream): none of the executor's callers reads those. */
export class IncrementalDeliveryUnsupported extends Error {
  constructor() {
    super('Incremental delivery is not supported here');
    this.name = 'IncrementalDeliveryUnsupported';
  }
}
