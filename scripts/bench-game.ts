// The location game's validation over HTTP: POST /api/v1/location/validate at an even 500 req/s
// (BENCH_GAME_RATE) against the real platform with 10,000 exclusion polygons loaded from
// EXCLUSION_ZONES_FILE, 1,000 walking players, each request stamped with the real clock. Latency is from
// the moment each request was due (bench-constant-rate.ts); target p95 <= 10 ms (the spec asks < 100 ms).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { developmentToken } from '@platform/auth';
import { NODE_TS_ARGS, startPlatform } from '../test/support/platform-process.js';
import {
  AREA,
  METERS_PER_DEGREE_LAT,
  syntheticZonesGeoJson,
  uniform,
  ZONES,
} from '../subgraphs/geo-safety/bench/synthetic-zones.js';
import { constantRate } from './bench-constant-rate.js';
import { cpuMs } from './process-cpu.js';
import { COMPILED } from '../test/support/compiled-build.js';
import { BENCH_PLATFORM_ENV } from './bench-http.js';
import type { SectionResult } from './bench-table.js';

const PLAYERS = 1_000;
const RATE = Number(process.env.BENCH_GAME_RATE ?? 500);
const WARM_UP_SECONDS = 3;

export async function gameBench(seconds: number): Promise<SectionResult> {
  const next = uniform(0x67616d65);
  const folder = mkdtempSync(join(tmpdir(), 'platform-bench-game-'));
  const zonesFile = join(folder, 'zones.geojson');
  writeFileSync(zonesFile, syntheticZonesGeoJson(next));
  const loadStarted = performance.now();
  // BENCH_FROM_SOURCE=1 runs the TypeScript sources (no build needed; start-up is slower, the hot path alike).
  // BENCH_PROFILE_DIR=<dir> writes a V8 CPU profile of the server there (its figures are then proportions only).
  // BENCH_GAME_ENTRY=<compiled main.js> runs another build (a copy of dist/ made before a change), for side-by-side runs.
  const compiled = process.env.BENCH_GAME_ENTRY
    ? { ...COMPILED('main'), entry: process.env.BENCH_GAME_ENTRY }
    : COMPILED('main');
  const entry = process.env.BENCH_FROM_SOURCE
    ? { entry: 'gateway/src/main.ts', nodeArgs: NODE_TS_ARGS }
    : compiled;
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const platform = await startPlatform(
    // JOB_POLL_MS as `npm start` has it (5 s; the test harness's 100 ms made Agenda look for due jobs of every
    // job name about 250 times a second, on PGlite inside the very event loop that answers the validations).
    {
      ...BENCH_PLATFORM_ENV,
      JOB_POLL_MS: '5000',
      EXCLUSION_ZONES_FILE: zonesFile,
      GAME_RATE_LIMIT_MAX: '100000000',
      GAME_IP_RATE_LIMIT_MAX: '100000000',
    },
    profileDir
      ? { ...entry, nodeArgs: [...entry.nodeArgs, '--cpu-prof', `--cpu-prof-dir=${profileDir}`] }
      : entry,
  );
  const startSeconds = (performance.now() - loadStarted) / 1000;
  try {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const id = randomUUID();
        const token = await developmentToken('game', BENCH_PLATFORM_ENV.JWT_SECRET, { sub: id });
        return {
          id,
          session: randomUUID(),
          token,
          lat: AREA.south + next() * AREA.height,
          lng: AREA.west + next() * AREA.width,
        };
      }),
    );
    const outcomes = new Map<string, number>();
    const options = (rate: number, duration: number) => ({
      url: `${platform.gameApi}/api/v1/location/validate`,
      method: 'POST',
      rate,
      seconds: duration,
      headersFor: (i: number) => ({
        'content-type': 'application/json',
        authorization: `Bearer ${players[i % PLAYERS].token}`,
      }),
      bodyFor: (i: number) => {
        const player = players[i % PLAYERS];
        player.lat += ((next() - 0.3) * 3) / METERS_PER_DEGREE_LAT; // a metre or two of walking between reports
        const body = {
          userId: player.id,
          sessionId: player.session,
          latitude: player.lat,
          longitude: player.lng,
          accuracy: 3 + next() * 30,
          timestamp: new Date().toISOString(),
          platform: 'bench',
        };
        return JSON.stringify(body);
      },
    });
    await constantRate(options(RATE, WARM_UP_SECONDS));
    const cpuBefore = cpuMs(platform.pid);
    const result = await constantRate(options(RATE, seconds));
    // The server's CPU per validation: what a change to the hot path is judged by on a shared machine.
    const cpuPerRequest = (cpuMs(platform.pid) - cpuBefore) / result.sent;
    // One answer per outcome kind, to show the mix was realistic (most valid, some in zones).
    for (const player of players.slice(0, 200)) {
      const res = await fetch(`${platform.gameApi}/api/v1/location/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({
          userId: player.id,
          sessionId: player.session,
          latitude: player.lat,
          longitude: player.lng,
          accuracy: 10,
          timestamp: new Date().toISOString(),
          platform: 'bench',
        }),
      });
      const code = ((await res.json()) as { resultCode?: string }).resultCode ?? `http_${res.status}`;
      outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
    }
    console.log(
      `game validate [${RATE} req/s]: p50/p95/p99 ${result.p50}/${result.p95}/${result.p99} ms, errors ${result.errors}, server CPU ${cpuPerRequest.toFixed(2)} ms/request`,
    );
    return {
      measurements: [
        {
          measure: `Game: start with ${ZONES} zone polygons from EXCLUSION_ZONES_FILE (stored and H3-indexed)`,
          result: `${startSeconds.toFixed(1)} s`,
        },
        {
          measure: `Game: POST /api/v1/location/validate at ${RATE} req/s even pace, ${PLAYERS} players, ${ZONES} polygons, p50/p95/p99 (target p95 <= 10 ms)`,
          result: `${result.p50}/${result.p95}/${result.p99} ms, ${result.rps} req/s, ${result.errors} errors`,
        },
        {
          measure: 'Game: server CPU (user + system) per validation during that run',
          result: `${cpuPerRequest.toFixed(2)} ms`,
        },
        {
          measure: 'Game: outcomes of 200 sample validations after the run',
          result: [...outcomes].map(([code, n]) => `${code} ${n}`).join(', '),
        },
      ],
    };
  } finally {
    await platform.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { measurements } = await gameBench(Number(process.env.BENCH_SECONDS ?? 10));
  for (const { measure, result } of measurements ?? []) console.log(`${measure}: ${result}`);
  process.exit(0);
}
