import { createServer, type Server } from 'node:http';
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { eventually } from './support/accounts.js';

interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
  service: string;
}

const SERVER = 2;

/** An OTLP/HTTP collector in this process: POST /v1/traces with the JSON encoding. */
async function startCollector() {
  const spans: CollectedSpan[] = [];
  const contentTypes = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        contentTypes.add(String(req.headers['content-type']));
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = resourceSpans.resource?.attributes?.find(
            (a: { key: string }) => a.key === 'service.name',
          )?.value?.stringValue;
          for (const scopeSpans of resourceSpans.scopeSpans ?? [])
            for (const span of scopeSpans.spans ?? []) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, contentTypes, close: () => server.close() };
}

const isQuery = (span: CollectedSpan) => /^(pglite|pg)\.query/.test(span.name);
const mentions = (span: CollectedSpan, text: string) =>
  span.attributes.some(({ value }) => Object.values(value).some((v) => String(v).includes(text)));

describe('OpenTelemetry traces', () => {
  let platform: RunningPlatform;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let token: string;
  beforeAll(async () => {
    collector = await startCollector();
    platform = await startPlatform({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    ({ token } = await signUp(platform.api));
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    collector?.close();
  });

  it('follows one REST call through the gateway and the subgraph to the database in one trace', async () => {
    const listed = await request(platform.api, 'GET', '/api/tabs?limit=7', { token });
    expect(listed.status).toBe(200);

    const trace = await eventually(async () => {
      const root = collector.spans.find(
        (span) => span.kind === SERVER && !span.parentSpanId && mentions(span, 'limit=7'),
      );
      if (!root) return undefined;
      const spans = collector.spans.filter((span) => span.traceId === root.traceId);
      const byId = new Map(spans.map((span) => [span.spanId, span]));
      const ancestors = (span: CollectedSpan) => {
        const chain: CollectedSpan[] = [];
        for (let at = byId.get(span.parentSpanId ?? ''); at; at = byId.get(at.parentSpanId ?? ''))
          chain.push(at);
        return chain;
      };
      const libraryQuery = spans.find(
        (span) => isQuery(span) && ancestors(span).some((a) => a.name === 'subgraph library'),
      );
      return libraryQuery ? { root, spans, byId, ancestors, libraryQuery } : undefined;
    });

    // Every span's parent chain ends at the REST call's server span: one connected trace.
    for (const span of trace.spans) {
      const chain = trace.ancestors(span);
      const top = chain.at(-1) ?? span;
      expect(top.spanId).toBe(trace.root.spanId);
      expect(top.parentSpanId ?? '').toBe('');
    }
    // The statement ran inside the library subgraph's call, inside the operation ListTabs.
    const chain = trace.ancestors(trace.libraryQuery).map((span) => span.name);
    expect(chain.indexOf('subgraph library')).toBeLessThan(chain.indexOf('graphql.operation'));
    const operation = trace.spans.find((span) => span.name === 'graphql.operation')!;
    expect(mentions(operation, 'ListTabs')).toBe(true);
    expect(new Set(trace.spans.map((span) => span.service))).toEqual(new Set(['platform']));
    expect([...collector.contentTypes]).toEqual(['application/json']);
  });
});
