import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GATEWAY_ASSERTION_HEADER, signAssertion, type RequestContext } from '@platform/auth';

/** A subgraph in another process: the caller's identity travels as a gateway-signed assertion. */
export class RemoteSubgraphDataSource extends RemoteGraphQLDataSource<RequestContext> {
  constructor(url: string, private readonly assertionKey: Uint8Array) {
    super({ url });
  }

  override async willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<RequestContext>): Promise<void> {
    const ctx = context as Partial<RequestContext>;
    const assertion = await signAssertion(this.assertionKey, {
      requestId: ctx.requestId ?? 'gateway',
      identity: ctx.identity ?? null,
      internal: ctx.internal ?? false,
      device: ctx.device,
    });
    request.http?.headers.set(GATEWAY_ASSERTION_HEADER, assertion);
  }
}
