import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { Report, Trace, type IContextualizedStats } from '@apollo/usage-reporting-protobuf';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request, signUp } from './support/http-client.js';
import { eventually } from './support/accounts.js';

const KEY = 'service:usage-test:not-a-real-key';
const GRAPH_REF = 'usage-test@current';

/** A receiver of Apollo's usage reporting protocol: POST /api/ingress/traces, a gzipped protobuf Report. */
async function startReceiver() {
  const reports: Array<{ report: Report; headers: IncomingHttpHeaders }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/ingress/traces')
        reports.push({ report: Report.decode(gunzipSync(Buffer.concat(chunks))), headers: req.headers });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, reports, close: () => server.close() };
}

interface OperationUsage {
  requests: number;
  /** Executions of each field (`Type.field`), from field statistics and from traces alike. */
  fields: Map<string, number>;
}

/** Field executions in a trace: the gateway's own tree and every subgraph fetch's tree of its plan. */
function countTraceFields(trace: Trace.IQueryPlanNode | null | undefined, fields: Map<string, number>) {
  const countNode = (node: Trace.INode | null | undefined) => {
    if (!node) return;
    const name = node.originalFieldName || node.responseName;
    if (node.parentType && name)
      fields.set(`${node.parentType}.${name}`, (fields.get(`${node.parentType}.${name}`) ?? 0) + 1);
    for (const child of node.child ?? []) countNode(child);
  };
  const walkPlan = (plan: Trace.IQueryPlanNode | null | undefined) => {
    if (!plan) return;
    if (plan.fetch) countNode(plan.fetch.trace?.root);
    walkPlan(plan.flatten?.node);
    for (const child of [...(plan.parallel?.nodes ?? []), ...(plan.sequence?.nodes ?? [])]) walkPlan(child);
  };
  walkPlan(trace);
}

/** What the reports received say, per operation name: requests and field executions. */
function usageByOperation(reports: Report[]): Map<string, OperationUsage> {
  const usage = new Map<string, OperationUsage>();
  for (const report of reports) {
    for (const [key, tracesAndStats] of Object.entries(report.tracesPerQuery)) {
      const name = key.split('\n')[0].replace(/^# /, '');
      const entry = usage.get(name) ?? { requests: 0, fields: new Map() };
      usage.set(name, entry);
      for (const trace of (tracesAndStats.trace ?? []) as Trace[]) {
        entry.requests++;
        countTraceFields(trace.queryPlan, entry.fields);
      }
      // A decoded report holds plain arrays (ToArray is for encoding).
      for (const stats of (tracesAndStats.statsWithContext ?? []) as IContextualizedStats[]) {
        entry.requests += Number(stats.queryLatencyStats?.requestCount ?? 0);
        for (const [type, typeStat] of Object.entries(stats.perTypeStat ?? {}))
          for (const [field, fieldStat] of Object.entries(typeStat.perFieldStat ?? {}))
            entry.fields.set(
              `${type}.${field}`,
              (entry.fields.get(`${type}.${field}`) ?? 0) + Number(fieldStat.observedExecutionCount ?? 0),
            );
      }
    }
  }
  return usage;
}

describe('Studio usage reporting', () => {
  let platform: RunningPlatform;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let token: string;
  beforeAll(async () => {
    receiver = await startReceiver();
    platform = await startPlatform({
      APOLLO_KEY: KEY,
      APOLLO_GRAPH_REF: GRAPH_REF,
      APOLLO_USAGE_REPORTING_URL: receiver.url,
      APOLLO_USAGE_REPORTING_INTERVAL_MS: '200',
    });
    ({ token } = await signUp(platform.api));
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    receiver?.close();
  });

  it('reports each operation with the fields embedded subgraphs resolved, on both execution paths', async () => {
    for (const title of ['one', 'two'])
      expect(
        (
          await request(platform.api, 'POST', '/api/tabs', {
            token,
            body: { url: `https://example.com/${title}`, title },
          })
        ).status,
      ).toBe(201);
    // GET /api/tabs runs ListTabs, one fetch of the library subgraph: the single-fetch path. Three
    // different pages, so the API's response cache answers none of them.
    for (const limit of [10, 11, 12])
      expect((await request(platform.api, 'GET', `/api/tabs?limit=${limit}`, { token })).status).toBe(200);
    // Two subgraphs in one operation: the gateway's own executor, fetching from both.
    const mixed = 'query MixedUsage { me { email } tabs(limit: 5, offset: 0, archived: false) { id title } }';
    for (let i = 0; i < 2; i++) {
      const answer = await graphql(platform.graphql, mixed, { token });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.tabs).toHaveLength(2);
    }

    const usage = await eventually(async () => {
      const seen = usageByOperation(receiver.reports.map(({ report }) => report));
      return seen.get('ListTabs')?.requests === 3 && seen.get('MixedUsage')?.requests === 2
        ? seen
        : undefined;
    });
    const listTabs = usage.get('ListTabs')!;
    expect(listTabs.fields.get('Query.tabs')).toBe(3);
    // Two tabs in each of three answers.
    expect(listTabs.fields.get('Tab.title')).toBe(6);
    expect(listTabs.fields.get('Tab.url')).toBe(6);
    const mixedUsage = usage.get('MixedUsage')!;
    expect(mixedUsage.fields.get('Query.me')).toBe(2);
    expect(mixedUsage.fields.get('User.email')).toBe(2);
    expect(mixedUsage.fields.get('Query.tabs')).toBe(2);
    expect(mixedUsage.fields.get('Tab.title')).toBe(4);
    // __typename and fields nobody asked for are not reported.
    expect([...mixedUsage.fields.keys()].sort()).toEqual(
      ['Query.me', 'Query.tabs', 'Tab.id', 'Tab.title', 'User.email'].sort(),
    );

    const { report, headers } = receiver.reports[0];
    expect(headers['x-api-key']).toBe(KEY);
    expect(headers['content-encoding']).toBe('gzip');
    expect(report.header?.graphRef).toBe(GRAPH_REF);
  });
});
