import type { ApolloGateway, GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayExecutionResult, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import type { Span, TextMapSetter } from '@opentelemetry/api';

type Executor = (requestContext: GatewayGraphQLRequestContext) => Promise<GatewayExecutionResult>;
type Headers = NonNullable<GraphQLDataSourceProcessOptions['request']['http']>['headers'];

const setHeader: TextMapSetter<Headers> = { set: (headers, key, value) => headers.set(key, value) };

/**
 * Spans of the gateway's own work, beside the ones @apollo/gateway emits on its executor's path:
 * one per operation (the single-fetch path skips that executor and would otherwise leave none) and
 * one per subgraph call, embedded ones included. A call to a remote subgraph carries the W3C trace
 * context (traceparent) itself, whichever HTTP client the data source uses, so the subgraph's spans
 * join the caller's trace.
 */
export async function gatewaySpans() {
  // Loaded here, not at the top: the build hoists a module's static package imports into the bundle's start.
  const api = await import('@opentelemetry/api');
  const tracer = api.trace.getTracer('@platform/gateway');
  const ended = async <T>(span: Span, work: () => Promise<T>, failed: (result: T) => boolean): Promise<T> => {
    try {
      const result = await work();
      if (failed(result)) span.setStatus({ code: api.SpanStatusCode.ERROR });
      return result;
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  };
  return {
    instrument(gateway: ApolloGateway, sources: Map<string, GraphQLDataSource>, embedded: Set<string>) {
      const internals = gateway as unknown as { executor: Executor };
      const execute = internals.executor;
      internals.executor = (requestContext) =>
        tracer.startActiveSpan(
          'graphql.operation',
          {
            attributes: {
              'graphql.operation.name': requestContext.operationName ?? '',
              'graphql.operation.type': requestContext.operation?.operation ?? '',
            },
          },
          (span) =>
            ended(
              span,
              () => execute(requestContext),
              (result) => Boolean(result.errors?.length),
            ),
        );
      for (const [name, source] of sources) {
        const process = source.process.bind(source);
        const remote = !embedded.has(name);
        source.process = (options) =>
          tracer.startActiveSpan(
            `subgraph ${name}`,
            { attributes: { 'graphql.subgraph.name': name, 'graphql.subgraph.embedded': !remote } },
            (span) => {
              if (remote) {
                const http = options.request.http;
                const headers = http?.headers ?? new globalThis.Headers();
                api.propagation.inject(api.context.active(), headers, setHeader);
                if (!http) options.request.http = { method: 'POST', url: '', headers };
              }
              return ended(
                span,
                () => process(options),
                (response) => Boolean(response.errors?.length),
              );
            },
          );
      }
    },
  };
}
