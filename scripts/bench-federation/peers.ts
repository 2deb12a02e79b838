// The peer gateways over one set of subgraph processes: each gateway in turn is started, its answer
// to the benchmark's query compared with stock @apollo/gateway's, warmed up, loaded with autocannon
// at a fixed number of connections, and stopped. The subgraphs count the requests they serve, so
// each row also says how many subgraph requests one client request cost.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuMs } from '../process-cpu.js';
import { freePort, spawnEntry, type ChildHandle } from '../../test/support/platform-process.js';
import { SUBGRAPH_NAMES, type SubgraphName } from './subgraphs.js';
import { BENCH_QUERY, composeSupergraph } from './supergraph.js';

export interface PeerGateway {
  /** Row label. */
  name: string;
  entry: string;
  env?: Record<string, string>;
}

export interface PeerResult {
  gateway: string;
  /** Why the gateway has no figures (did not start, answered differently); absent when measured. */
  failure?: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Subgraph requests per client request sent under load. */
  fetchesPerRequest: number;
  /** Subgraph requests of one client request sent alone: the plan's fetches. */
  fetchesAlone: number;
  /** The gateway process's CPU time (user + system) per request, over cpuRequests requests. */
  cpuMsPerRequest: number;
}

export interface PeerOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Times each gateway is measured (interleaved); its best round is kept. */
  rounds: number;
  /** Requests of the CPU-per-request phase (10 connections, all completed). */
  cpuRequests: number;
  /** Where each gateway's V8 CPU profile goes (node --cpu-prof), when set. */
  cpuProfileDir?: string;
  /** Only these gateways (by name); all when absent. */
  only?: string[];
}

const DIR = 'scripts/bench-federation';
const ALONE_RUNS = 5;
const CPU_CONNECTIONS = 10;

export const PEER_GATEWAYS: PeerGateway[] = [
  { name: 'stock @apollo/gateway + Apollo Server', entry: `${DIR}/gateway-apollo.ts` },
  { name: 'Hive Gateway (JS planner)', entry: `${DIR}/gateway-hive.ts`, env: { HIVE_PLANNER: 'js' } },
  { name: 'Hive Gateway (Rust planner)', entry: `${DIR}/gateway-hive.ts`, env: { HIVE_PLANNER: 'rust' } },
  { name: 'platform gateway', entry: `${DIR}/gateway-platform.ts`, env: platformEnv() },
];

/** The platform as a production process with its own assertion key; limits wide enough for the query. */
function platformEnv(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('ed25519');
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PROFILE_ENCRYPTION_KEY: 'be'.repeat(32),
    GATEWAY_ASSERTION_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    RATE_LIMIT_MAX: '100000000',
    // 'off': identical in-flight subgraph queries are not shared, to measure what sharing saves.
    ...(process.env.BENCH_FEDERATION_SHARE
      ? { BENCH_FEDERATION_SHARE: process.env.BENCH_FEDERATION_SHARE }
      : {}),
  };
}

async function startSubgraphs(): Promise<{ urls: Record<SubgraphName, string>; handles: ChildHandle[] }> {
  const urls = {} as Record<SubgraphName, string>;
  const handles = await Promise.all(
    SUBGRAPH_NAMES.map(async (name) => {
      const port = await freePort();
      urls[name] = `http://127.0.0.1:${port}/graphql`;
      return spawnEntry(`${DIR}/subgraph-server.ts`, [], { SUBGRAPH: name, PORT: String(port) }, [
        `http://127.0.0.1:${port}/health`,
      ]);
    }),
  );
  return { urls, handles };
}

async function subgraphRequests(urls: Record<SubgraphName, string>): Promise<number> {
  const counts = await Promise.all(
    Object.values(urls).map(async (url) => {
      const response = await fetch(url.replace(/\/graphql$/, '/requests'));
      return ((await response.json()) as { served: number }).served;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

const requestBody = JSON.stringify({ query: BENCH_QUERY, operationName: 'TestQuery' });

async function answerOf(url: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: requestBody,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${text.slice(0, 300)}`);
  const parsed = JSON.parse(text) as { data?: unknown; errors?: unknown };
  if (parsed.errors) throw new Error(`GraphQL errors: ${JSON.stringify(parsed.errors).slice(0, 300)}`);
  // Re-serialised: the same data in the same field order compares equal whatever the spacing.
  return JSON.stringify({ data: parsed.data });
}

/** autocannon over the benchmark query; a long timeout, so a slow answer on a loaded machine counts as slow, not failed. */
const load = (url: string, connections: number, until: { duration: number } | { amount: number }) =>
  autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: requestBody,
    connections,
    timeout: 60,
    ...until,
  });

/** Until no subgraph has served a request for a second: the requests a finished load left behind are done. */
async function settled(urls: Record<SubgraphName, string>): Promise<void> {
  let last = await subgraphRequests(urls);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await subgraphRequests(urls);
    if (now === last) return;
    last = now;
  }
}

/** One gateway: start, compare its answer with the reference, warm up, measure, stop. */
async function measure(
  gateway: PeerGateway,
  supergraphFile: string,
  urls: Record<SubgraphName, string>,
  reference: string | undefined,
  options: PeerOptions,
): Promise<{ result: PeerResult; answer?: string }> {
  const empty = {
    gateway: gateway.name,
    rps: 0,
    p50: 0,
    p99: 0,
    errors: 0,
    fetchesPerRequest: 0,
    fetchesAlone: 0,
    cpuMsPerRequest: 0,
  };
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/graphql`;
  const subgraphEnv = Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => [`SUBGRAPH_${name.toUpperCase()}_URL`, urls[name]]),
  );
  const profile = options.cpuProfileDir
    ? [
        '--cpu-prof',
        '--cpu-prof-dir',
        options.cpuProfileDir,
        '--cpu-prof-name',
        `${slug(gateway.name)}.cpuprofile`,
      ]
    : [];
  let handle: ChildHandle;
  try {
    handle = await spawnEntry(
      gateway.entry,
      [],
      { ...gateway.env, ...subgraphEnv, PORT: String(port), SUPERGRAPH_FILE: supergraphFile },
      [],
      ['--import', 'tsx', '--import', `./${DIR}/gateway-preload.ts`, ...profile],
      [url],
    );
  } catch (error) {
    return { result: { ...empty, failure: `did not start: ${firstLine(error)}` } };
  }
  try {
    let answer: string;
    try {
      answer = await answerOf(url);
    } catch (error) {
      return { result: { ...empty, failure: `no answer: ${firstLine(error)}` } };
    }
    if (reference !== undefined && answer !== reference)
      return { result: { ...empty, failure: 'answer differs from stock @apollo/gateway' }, answer };
    // Alone (one request at a time): the plan's own fetches, no sharing between concurrent requests.
    const alone = await subgraphRequests(urls);
    for (let i = 0; i < ALONE_RUNS; i++) await answerOf(url);
    const fetchesAlone = ((await subgraphRequests(urls)) - alone) / ALONE_RUNS;
    await load(url, options.connections, { duration: options.warmupSeconds });
    await settled(urls);
    const before = await subgraphRequests(urls);
    const run = await load(url, options.connections, { duration: options.seconds });
    // Requests still running when the load stops finish at the gateway: their fetches count too.
    await settled(urls);
    const fetched = (await subgraphRequests(urls)) - before;
    const sent = run.requests.sent;
    // CPU per request over a fixed number of requests that all complete (a timed run leaves some
    // half done at its end), started once the gateway is idle.
    const cpuBefore = cpuMs(handle.pid);
    await load(url, CPU_CONNECTIONS, { amount: options.cpuRequests });
    const cpu = cpuMs(handle.pid) - cpuBefore;
    const result: PeerResult = {
      gateway: gateway.name,
      rps: Math.round(run.requests.average),
      p50: run.latency.p50,
      p99: run.latency.p99,
      errors: run.errors + run.timeouts + run.non2xx,
      fetchesPerRequest: sent ? Math.round((fetched / sent) * 10) / 10 : 0,
      fetchesAlone,
      cpuMsPerRequest: Math.round((cpu / options.cpuRequests) * 10) / 10,
    };
    console.log(
      `federation: ${result.gateway}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `errors ${result.errors}, CPU ${result.cpuMsPerRequest} ms per request, subgraph requests per request ${result.fetchesPerRequest} ` +
        `(alone ${result.fetchesAlone})`,
    );
    return { result, answer };
  } finally {
    await handle.stop();
  }
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0];

/**
 * Every peer gateway in turn against the same four subgraph processes, `rounds` times over (A B C D
 * A B C D: a burst of other work on a shared machine then falls on every gateway alike). A gateway's
 * figures are those of its best round (most req/s; least CPU per request, which may be another round);
 * one answer that differs from the reference fails it.
 */
export async function runPeers(options: PeerOptions): Promise<PeerResult[]> {
  const { urls, handles } = await startSubgraphs();
  const dir = mkdtempSync(join(tmpdir(), 'platform-bench-federation-'));
  const supergraphFile = join(dir, 'supergraph.graphql');
  writeFileSync(supergraphFile, composeSupergraph(urls));
  const gateways = PEER_GATEWAYS.filter(
    (gateway) => !options.only || options.only.includes(slug(gateway.name)),
  );
  const best = new Map<string, PeerResult>();
  let reference: string | undefined;
  try {
    for (let round = 1; round <= options.rounds; round++) {
      for (const gateway of gateways) {
        if (best.get(gateway.name)?.failure) continue;
        console.log(`federation: round ${round}/${options.rounds}: ${gateway.name}`);
        const { result, answer } = await measure(gateway, supergraphFile, urls, reference, options);
        if (result.failure) console.log(`federation: ${gateway.name}: ${result.failure}`);
        reference ??= answer;
        const previous = best.get(gateway.name);
        if (!previous || result.failure) best.set(gateway.name, result);
        else
          best.set(gateway.name, {
            ...(result.rps > previous.rps ? result : previous),
            cpuMsPerRequest: Math.min(result.cpuMsPerRequest, previous.cpuMsPerRequest),
          });
      }
    }
  } finally {
    await Promise.all(handles.map((handle) => handle.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
  return gateways.map((gateway) => best.get(gateway.name)!);
}
