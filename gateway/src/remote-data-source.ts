import type { KeyObject } from 'node:crypto';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import {
  DELEGATION_HEADER,
  GATEWAY_ASSERTION_HEADER,
  signAssertionNow,
  signDelegationNow,
  subgraphAudience,
  type RequestContext,
} from '@platform/auth';
import { SubgraphHttpClient, type SubgraphHttpResponse } from './subgraph-fetch/http-client.js';
import { InFlight } from './subgraph-fetch/in-flight.js';
import { cacheHint, graphqlResponse } from './subgraph-fetch/response.js';

type Asserted = Pick<RequestContext, 'requestId' | 'identity' | 'internal' | 'device' | 'clientAddress'>;

/** A delegation is signed once per client request and subgraph, and reused for at most this long (it lives 30 s). */
const DELEGATION_REUSE_MS = 10_000;

const isQuery = (document: DocumentNode | undefined, query: string): boolean => {
  const operation = document?.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operation) return operation.operation === OperationTypeNode.QUERY;
  return /^\s*(query\b|\{)/.test(query);
};

/**
 * A subgraph in another process: the caller's identity travels as an assertion the gateway signs
 * with its Ed25519 private key, bound to this very subgraph (audience) and operation (query and variables).
 *
 * Identical queries in flight at once for the same caller are sent once (a nested plan asks the same
 * entities of a subgraph for many concurrent requests): same operation text, same variables, same
 * identity, device, client address and internal flag; never a mutation, never a fetch carrying headers
 * of its own (a trace or span header). The subgraph then sees the first request's id only.
 */
export class RemoteSubgraphDataSource extends RemoteGraphQLDataSource<RequestContext> {
  private readonly client: SubgraphHttpClient;
  private readonly inFlight = new InFlight<SubgraphHttpResponse>();
  private readonly delegations = new WeakMap<object, { token: string; at: number }>();

  constructor(
    url: string,
    private readonly assertionKey: KeyObject,
    private readonly subgraph: string,
    /** Off only to measure what sharing saves (the federation bench). */
    private readonly shareInFlight = true,
  ) {
    super({ url });
    this.client = new SubgraphHttpClient(url);
  }

  override async process(
    options: GraphQLDataSourceProcessOptions<RequestContext>,
  ): Promise<GatewayGraphQLResponse> {
    const { http, ...operation } = options.request;
    if (!operation.query) throw new Error('Missing query');
    const query = operation.query;
    const ctx = (options.context ?? {}) as Partial<RequestContext>;
    const asserted: Asserted = {
      requestId: ctx.requestId ?? 'gateway',
      identity: ctx.identity ?? null,
      internal: ctx.internal ?? false,
      device: ctx.device,
      clientAddress: ctx.clientAddress,
    };
    const forwarded: [string, string][] = http?.headers ? [...http.headers] : [];
    const body = JSON.stringify(operation);
    const send = () =>
      this.client.post(body, {
        ...Object.fromEntries(forwarded),
        'content-type': 'application/json',
        ...this.callerHeaders(ctx, asserted, { query, variables: operation.variables }),
      });
    const response =
      this.shareInFlight &&
      forwarded.length === 0 &&
      isQuery('document' in options ? options.document : undefined, query)
        ? await this.inFlight.share(callerKey(asserted, body), send)
        : await send();
    const result = graphqlResponse(response, this.url);
    if (
      this.honorSubgraphCacheControlHeader &&
      options.kind === GraphQLDataSourceRequestKind.INCOMING_OPERATION &&
      options.incomingRequestContext.overallCachePolicy &&
      'restrict' in options.incomingRequestContext.overallCachePolicy
    )
      options.incomingRequestContext.overallCachePolicy.restrict(cacheHint(response));
    return result;
  }

  /** The assertion for this operation and, for a caller, the delegation this subgraph may act with. */
  private callerHeaders(
    context: object,
    asserted: Asserted,
    operation: { query: string; variables?: Record<string, unknown> },
  ): Record<string, string> {
    const headers: Record<string, string> = {
      [GATEWAY_ASSERTION_HEADER]: signAssertionNow(
        this.assertionKey,
        asserted,
        operation,
        subgraphAudience(this.subgraph),
      ),
    };
    // A caller's subgraph may need the rest of the graph for them (the cards domains' ports): never internal.
    if (asserted.identity) headers[DELEGATION_HEADER] = this.delegation(context, asserted);
    return headers;
  }

  private delegation(context: object, asserted: Asserted): string {
    const now = Date.now();
    const signed = this.delegations.get(context);
    if (signed && now - signed.at < DELEGATION_REUSE_MS) return signed.token;
    const token = signDelegationNow(this.assertionKey, asserted, this.subgraph);
    this.delegations.set(context, { token, at: now });
    return token;
  }

  /** Closes the kept-alive connections to the subgraph. */
  close(): void {
    this.client.close();
  }
}

/** What makes two fetches the same: the caller as asserted (but its request id) and the request body. */
const callerKey = ({ identity, internal, device, clientAddress }: Asserted, body: string) =>
  `${JSON.stringify([identity, internal, device ?? null, clientAddress ?? null])}\n${body}`;
