// `npm run bench:profile`: a CPU profile of one hot path of the compiled build (`npm start`'s
// dist/main.js and flags; `npm run build` first) under autocannon, and its self time by package and
// by function, as markdown. Not part of `npm run bench`: profiling slows the server down, so its
// numbers are proportions only.
//
//   BENCH_PROFILE=list        the cache-miss list: GET /api/tabs?limit=100, a distinct query string
//                             each time (the default), on embedded PGlite
//   BENCH_PROFILE=two-subgraphs  the query across accounts and library, all embedded, on a fresh
//                             database of the PostgreSQL server (as bench-http.ts measures it)
//   BENCH_SECONDS=10          seconds of load
//   BENCH_PROFILE_DIR=<dir>   where the .cpuprofile lands (default: a temporary folder, printed)
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshServerDatabase, startPlatform } from '../test/support/platform-process.js';
import { signUp } from '../test/support/http-client.js';
import { COMPILED } from '../test/support/compiled-build.js';
import { BENCH_PLATFORM_ENV, seedTabs, TWO_SUBGRAPH_QUERY } from './bench-http.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The package a script URL belongs to (`@scope/name`, `name`, `ours: <folder>` or `node`). */
export function packageOf(url: string): string {
  if (!url) return '(native / GC / idle)';
  if (url.startsWith('node:')) return 'node (core)';
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second] = url.slice(inModules + 'node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  // The compiled build bundles all of our own code into one file per entry.
  if (/\/dist\/[^/]+\.js$/.test(url)) return 'ours: dist bundle';
  const ours = url.match(/\/(gateway|packages\/[^/]+|subgraphs\/[^/]+|rest-adapters)\//);
  return ours ? `ours: ${ours[1]}` : url;
}

/**
 * Self time per key over the last `windowMicros` of the profile (the load, not start-up), in ms,
 * largest first, as a markdown table of the top `limit` rows.
 */
export function selfTimeTable(
  profile: CpuProfile,
  keyOf: (node: ProfileNode) => string,
  limit: number,
  windowMicros: number,
): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const from = profile.endTime - windowMicros;
  let all = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const micros = profile.timeDeltas[i] ?? 0;
    at += micros;
    if (at < from) return;
    all += micros;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + micros);
  });
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, limit);
  return [
    '| self time | ms | share |',
    '|---|---:|---:|',
    ...rows.map(
      ([key, micros]) => `| ${key} | ${(micros / 1000).toFixed(0)} | ${((micros / all) * 100).toFixed(1)}% |`,
    ),
  ].join('\n');
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'platform-profile-'));
const path = process.env.BENCH_PROFILE ?? 'list';
if (path !== 'list' && path !== 'two-subgraphs')
  throw new Error(`BENCH_PROFILE=${path}: list or two-subgraphs`);
const db = path === 'two-subgraphs' ? await freshServerDatabase() : undefined;
const env = {
  ...BENCH_PLATFORM_ENV,
  JOB_POLL_MS: '5000',
  ...(db ? { DATABASE_URL: db.url } : {}),
};
const launch = COMPILED('main', env);
const platform = await startPlatform(env, {
  ...launch,
  nodeArgs: [...launch.nodeArgs, '--cpu-prof', `--cpu-prof-dir=${dir}`],
});
try {
  let target: autocannon.Options;
  if (path === 'list') {
    const user = await seedTabs(platform.api);
    let n = 0;
    target = {
      url: `${platform.api}/api/tabs`,
      headers: { authorization: `Bearer ${user.token}` },
      requests: [
        {
          setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/tabs?limit=100&cold=${n++}` }),
        },
      ],
    };
  } else {
    const user = await signUp(platform.api, 'bench_profile_two_subgraphs');
    target = {
      url: platform.graphql,
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: TWO_SUBGRAPH_QUERY }),
    };
  }
  await autocannon({ ...target, duration: 2, connections: 4 });
  const result = await autocannon({ ...target, duration: seconds, connections: 10 });
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(`${path} under the profiler: ${Math.round(result.requests.average)} req/s, ${failed} failed`);
} finally {
  await platform.stop();
  await db?.drop();
}
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no .cpuprofile in ${dir}`);
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
// The last seconds of the profile are the timed load (and the shutdown, well under a second).
const window = seconds * 1e6;
console.log(`\nprofile: ${join(dir, file)}; tables: its last ${seconds} s\n`);
console.log(
  `### Self time by package\n\n${selfTimeTable(profile, (node) => packageOf(node.callFrame.url), 20, window)}\n`,
);
const where = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${packageOf(node.callFrame.url)}`;
console.log(`### Self time by function\n\n${selfTimeTable(profile, where, 30, window)}`);
process.exit(0);
