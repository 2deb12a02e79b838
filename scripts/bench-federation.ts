// The federation peers: The Guild's gateways benchmark (four subgraphs, one nested query across them
// all) served by stock @apollo/gateway, Hive Gateway (JavaScript and Rust planners) and this
// platform's gateway, one after another against the same subgraph processes
// (scripts/bench-federation/peers.ts). Rows per gateway; ratios of ours to each peer in one run.
//
// Knobs: BENCH_FEDERATION_CONNECTIONS (50), BENCH_FEDERATION_WARMUP (5 s), BENCH_FEDERATION_ROUNDS
// (2: each gateway measured twice, interleaved, its best round kept), BENCH_FEDERATION_CPU_REQUESTS
// (200: requests, all completed, over which the gateway's CPU per request is measured),
// BENCH_FEDERATION_PROFILE=<dir> (each gateway's node --cpu-prof profile there),
// BENCH_FEDERATION_ONLY=platform-gateway,... (by row name, lower-case, dashes).
import { z } from 'zod';
import { runPeers, type PeerResult } from './bench-federation/peers.js';
import type { Measurement, Row, SectionResult } from './bench-table.js';

const knobs = z
  .object({
    BENCH_FEDERATION_CONNECTIONS: z.coerce.number().int().min(1).default(50),
    BENCH_FEDERATION_WARMUP: z.coerce.number().min(0).default(5),
    BENCH_FEDERATION_ROUNDS: z.coerce.number().int().min(1).default(2),
    BENCH_FEDERATION_CPU_REQUESTS: z.coerce.number().int().min(1).default(200),
    BENCH_FEDERATION_PROFILE: z.string().optional(),
    BENCH_FEDERATION_ONLY: z.string().optional(),
  })
  .parse(process.env);

const OURS = 'platform gateway';

export async function federationBench(seconds: number): Promise<SectionResult> {
  const connections = knobs.BENCH_FEDERATION_CONNECTIONS;
  const results = await runPeers({
    seconds,
    warmupSeconds: knobs.BENCH_FEDERATION_WARMUP,
    connections,
    rounds: knobs.BENCH_FEDERATION_ROUNDS,
    cpuRequests: knobs.BENCH_FEDERATION_CPU_REQUESTS,
    cpuProfileDir: knobs.BENCH_FEDERATION_PROFILE,
    only: knobs.BENCH_FEDERATION_ONLY?.split(',').map((name) => name.trim()),
  });
  const mode = `${connections} connections, benchmark query`;
  const rows: Row[] = results
    .filter((result) => !result.failure)
    .map((result) => ({
      name: `federation: ${result.gateway}`,
      mode,
      rps: result.rps,
      p50: result.p50,
      p99: result.p99,
      errors: result.errors,
    }));
  const measurements: Measurement[] = results.flatMap((result) =>
    result.failure
      ? [{ measure: `federation: ${result.gateway}`, result: `FAILED: ${result.failure}` }]
      : [
          {
            measure: `federation: ${result.gateway}, subgraph requests per client request`,
            result: `${result.fetchesPerRequest} (alone: ${result.fetchesAlone})`,
          },
          {
            measure: `federation: ${result.gateway}, gateway CPU per request`,
            result: `${result.cpuMsPerRequest} ms`,
          },
        ],
  );
  const ours = results.find((result) => result.gateway === OURS && !result.failure);
  if (ours) measurements.push(...ratios(ours, results));
  const failed = results.filter((result) => result.failure);
  return {
    rows,
    measurements,
    notes: [
      `Federation peers: each gateway a single Node process, in turn against the same four subgraph processes, ` +
        `best of ${knobs.BENCH_FEDERATION_ROUNDS} interleaved rounds; every answer compared with stock ` +
        `@apollo/gateway’s before it is measured. Subgraph requests per client request: under load ` +
        `(identical in-flight fetches shared) and, in parentheses, for one request alone (the plan's fetches).`,
      ...failed.map((result) => `Federation: ${result.gateway} not measured: ${result.failure}.`),
    ],
  };
}

function ratios(ours: PeerResult, results: PeerResult[]): Measurement[] {
  return results
    .filter((peer) => peer !== ours && !peer.failure && peer.rps > 0)
    .flatMap((peer) => [
      {
        measure: `federation: ${OURS} / ${peer.gateway}, req/s`,
        result: `${(ours.rps / peer.rps).toFixed(2)}×`,
        target: peer.gateway.startsWith('stock') ? '≥ 2×' : '> 1×',
      },
      {
        // Fewer CPU ms per request is better: the peer's over ours, so above 1× means ours is leaner.
        measure: `federation: ${peer.gateway} CPU per request / ${OURS}'s`,
        result: ours.cpuMsPerRequest ? `${(peer.cpuMsPerRequest / ours.cpuMsPerRequest).toFixed(2)}×` : '—',
      },
    ]);
}
