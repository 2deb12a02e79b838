import type { KeyObject } from 'node:crypto';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import {
  DELEGATION_HEADER,
  GATEWAY_ASSERTION_HEADER,
  signAssertion,
  signDelegation,
  subgraphAudience,
  type RequestContext,
} from '@platform/auth';

/**
 * A subgraph in another process: the caller's identity travels as an assertion the gateway signs
 * with its Ed25519 private key, bound to this very subgraph (audience) and operation (query and variables).
 */
export class RemoteSubgraphDataSource extends RemoteGraphQLDataSource<RequestContext> {
  constructor(
    url: string,
    private readonly assertionKey: KeyObject,
    private readonly subgraph: string,
  ) {
    super({ url });
  }

  override async willSendRequest({
    request,
    context,
  }: GraphQLDataSourceProcessOptions<RequestContext>): Promise<void> {
    const ctx = context as Partial<RequestContext>;
    const asserted = {
      requestId: ctx.requestId ?? 'gateway',
      identity: ctx.identity ?? null,
      internal: ctx.internal ?? false,
      device: ctx.device,
      clientAddress: ctx.clientAddress,
    };
    const assertion = await signAssertion(
      this.assertionKey,
      asserted,
      { query: request.query, variables: request.variables },
      subgraphAudience(this.subgraph),
    );
    request.http?.headers.set(GATEWAY_ASSERTION_HEADER, assertion);
    // A caller's subgraph may need the rest of the graph for them (the cards domains' ports): never internal.
    if (asserted.identity)
      request.http?.headers.set(
        DELEGATION_HEADER,
        await signDelegation(this.assertionKey, asserted, this.subgraph),
      );
  }
}
