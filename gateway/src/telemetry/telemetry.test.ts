import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RemoteGraphQLDataSource, type ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import * as datasourceTypes from '@apollo/gateway/dist/datasources/types.js';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { loadConfig } from '@platform/config';
import { createLogger } from '@platform/observability';
import { gatewayTelemetry } from './index.js';
import { gatewaySpans } from './gateway-spans.js';

const logger = createLogger('silent', 'telemetry-test', 'json');
const executor = async () => ({ data: {} });

function fakeGateway(source: GraphQLDataSource) {
  const gateway = { executor } as unknown as ApolloGateway;
  const sources = new Map<string, GraphQLDataSource>([['library', source]]);
  return { gateway, sources, internals: gateway as unknown as { executor: unknown } };
}

describe('gatewayTelemetry', () => {
  it('adds no plugin and wraps nothing without APOLLO_KEY and OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const telemetry = await gatewayTelemetry(loadConfig({}), logger);
    const source = { process: async () => ({ data: {} }) };
    const process = source.process;
    const { gateway, sources, internals } = fakeGateway(source);
    telemetry.instrument(gateway, sources, new Set(['library']));
    expect(telemetry.plugins).toEqual([]);
    expect(telemetry.apollo).toBeUndefined();
    expect(internals.executor).toBe(executor);
    expect(source.process).toBe(process);
  });

  it('adds the usage reporting plugin and the field tracing with APOLLO_KEY', async () => {
    const config = loadConfig({ APOLLO_KEY: 'service:g:key', APOLLO_GRAPH_REF: 'g@current' });
    const telemetry = await gatewayTelemetry(config, logger);
    const { gateway, sources, internals } = fakeGateway({ process: async () => ({ data: {} }) });
    telemetry.instrument(gateway, sources, new Set(['library']));
    expect(telemetry.apollo).toEqual({ key: 'service:g:key', graphRef: 'g@current' });
    expect(telemetry.plugins).toHaveLength(1);
    expect(internals.executor).not.toBe(executor);
  });

  it('refuses a key without a graph ref', () => {
    expect(() => loadConfig({ APOLLO_KEY: 'service:g:key' })).toThrow(/APOLLO_GRAPH_REF/);
  });
});

describe('gateway spans', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const received: IncomingHttpHeaders[] = [];
  const subgraph = createServer((req, res) => {
    received.push(req.headers);
    req.resume().on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
    });
  });
  beforeAll(async () => {
    trace.setGlobalTracerProvider(provider);
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    subgraph.close();
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  it("sends a remote subgraph the caller's trace context and spans the call", async () => {
    const { port } = subgraph.address() as { port: number };
    const source = new RemoteGraphQLDataSource({ url: `http://127.0.0.1:${port}/graphql` });
    const { gateway, sources } = fakeGateway(source);
    (await gatewaySpans()).instrument(gateway, sources, new Set());
    const caller = trace.getTracer('test').startSpan('caller');
    const answer = await context.with(trace.setSpan(context.active(), caller), () =>
      source.process({
        kind: datasourceTypes.GraphQLDataSourceRequestKind.INCOMING_OPERATION,
        request: { query: '{ ok }' },
        incomingRequestContext: {} as never,
        context: {},
      }),
    );
    caller.end();
    expect(answer.data).toEqual({ ok: true });
    const { traceId } = caller.spanContext();
    const call = exporter.getFinishedSpans().find((span) => span.name === 'subgraph library')!;
    expect(call.spanContext().traceId).toBe(traceId);
    expect(received[0].traceparent).toBe(`00-${traceId}-${call.spanContext().spanId}-01`);
  });
});
