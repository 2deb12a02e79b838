import type { ApolloGateway, GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import * as datasourceTypes from '@apollo/gateway/dist/datasources/types.js';
import { Trace } from '@apollo/usage-reporting-protobuf';
import type {
  GatewayExecutionResult,
  GatewayGraphQLRequestContext,
  GatewayGraphQLResponse,
} from '@apollo/server-gateway-interface';
import { parse, type GraphQLSchema } from 'graphql';
import { fetchTrace, timestamp } from './field-trace.js';

type Executor = (requestContext: GatewayGraphQLRequestContext) => Promise<GatewayExecutionResult>;

const INCLUDE_TRACE_HEADER = 'apollo-federation-include-trace';

/** The fetches a traced request made, by request: read when the gateway's executor left no plan trace. */
const fetchesOf = new WeakMap<object, Trace.QueryPlanNode.FetchNode[]>();

/**
 * Field-level usage for what the gateway's executor does not trace itself (docs/observability.md):
 * embedded subgraphs answer with the federated trace (ftv1) a subgraph's inline-trace plugin would
 * send, and a request served by the single-fetch path (which skips the executor that collects those
 * traces) gets the plan trace the executor would have built for its one fetch. Installed only with
 * usage reporting on; only requests the reporting plugin samples (captureTraces) pay for it.
 */
export function traceSubgraphFields(
  gateway: ApolloGateway,
  sources: Map<string, GraphQLDataSource>,
  embedded: ReadonlySet<string>,
): void {
  for (const [name, source] of sources) traceSource(name, source, embedded.has(name));
  const internals = gateway as unknown as { executor: Executor };
  const execute = internals.executor;
  internals.executor = async (requestContext) => {
    if (!requestContext.metrics?.captureTraces) return execute(requestContext);
    const fetches: Trace.QueryPlanNode.FetchNode[] = [];
    fetchesOf.set(requestContext, fetches);
    const result = await execute(requestContext);
    if (!requestContext.metrics.queryPlanTrace && fetches.length === 1)
      requestContext.metrics.queryPlanTrace = new Trace.QueryPlanNode({ fetch: fetches[0] });
    return result;
  };
}

function traceSource(serviceName: string, source: GraphQLDataSource, embedded: boolean): void {
  const process = source.process.bind(source);
  source.process = async (options: GraphQLDataSourceProcessOptions) => {
    if (
      options.kind !== datasourceTypes.GraphQLDataSourceRequestKind.INCOMING_OPERATION ||
      !options.incomingRequestContext.metrics?.captureTraces
    )
      return process(options);
    const { request, incomingRequestContext } = options;
    // The gateway's executor asks for ftv1 itself; the single-fetch path sends no such header.
    if (!embedded && !request.http?.headers.has(INCLUDE_TRACE_HEADER)) {
      const headers = new Headers(request.http ? [...request.http.headers] : []);
      headers.set(INCLUDE_TRACE_HEADER, 'ftv1');
      request.http = { method: 'POST', url: request.http?.url ?? '', headers } as typeof request.http;
    }
    const sentTime = new Date();
    const started = globalThis.process.hrtime.bigint();
    const response = await process(options);
    const durationNs = Number(globalThis.process.hrtime.bigint() - started);
    let trace: Trace | undefined;
    if (embedded) {
      trace = fetchTrace({
        schema: (source as unknown as { schema: GraphQLSchema }).schema,
        document: options.document ?? parse(request.query ?? ''),
        operationName: request.operationName,
        variables: request.variables,
        data: response.data,
        errors: response.errors,
        startedAt: sentTime,
        durationNs,
      });
      response.extensions = {
        ...response.extensions,
        ftv1: Buffer.from(Trace.encode(trace).finish()).toString('base64'),
      };
    } else {
      trace = decodedTrace(response);
    }
    const fetches = fetchesOf.get(incomingRequestContext);
    if (fetches && trace) {
      const startHrTime = incomingRequestContext.metrics.startHrTime;
      fetches.push(
        new Trace.QueryPlanNode.FetchNode({
          serviceName,
          trace,
          sentTime: timestamp(sentTime),
          receivedTime: timestamp(new Date()),
          sentTimeOffset: startHrTime ? nanosSince(startHrTime) - durationNs : 0,
        }),
      );
    }
    return response;
  };
}

function decodedTrace(response: GatewayGraphQLResponse): Trace | undefined {
  const ftv1 = response.extensions?.ftv1;
  if (typeof ftv1 !== 'string') return undefined;
  try {
    return Trace.decode(Buffer.from(ftv1, 'base64'));
  } catch {
    // A trace that does not decode is left out, as the gateway's executor leaves it out.
    return undefined;
  }
}

function nanosSince(start: [number, number]): number {
  const [seconds, nanos] = process.hrtime(start);
  return seconds * 1e9 + nanos;
}
