// `npm run bench:cpu`: server CPU time per request (user + system, from /proc/<pid>/stat) of the
// cache-miss list read and the same list through /graphql, against the yardstick, on the PostgreSQL
// server, and what the PostgreSQL server itself spent meanwhile (the two share the machine's cores,
// so work moved into SQL is only a gain if their sum drops). On a shared machine throughput moves with
// everyone else's load; the CPU a server process spends per request hardly does, so this is how a
// lever is judged here. Rows alternate between the processes so any drift hits all of them alike.
// Not part of `npm run bench`.
//
//   BENCH_CPU_REQUESTS=1000      requests per round (10 connections)
//   BENCH_CPU_ROUNDS=3           rounds; the table gives the median round
//   BENCH_CPU_ENTRIES=main       compiled entries in dist/ to compare (e.g. main-before,main), each run
//                                with npm start's node flags; flags after an entry's name are added
//                                (e.g. 'main,main --max-old-space-size=4096' compares the heap cap)
import autocannon from 'autocannon';
import {
  freePort,
  freshServerDatabase,
  spawnEntry,
  startPlatform,
  type ChildHandle,
  type RunningPlatform,
} from '../test/support/platform-process.js';
import { request } from '../test/support/http-client.js';
import { COMPILED } from '../test/support/compiled-build.js';
import { BENCH_PLATFORM_ENV, seedTabs } from './bench-http.js';
import { cpuMs, databaseServerCpuMs } from './process-cpu.js';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 3);
const ENTRIES = (process.env.BENCH_CPU_ENTRIES ?? 'main').split(',');
const LIST_QUERY =
  '{ tabs(limit: 100) { id url title favicon content summary category tags entities createdAt updatedAt lastAccessed accessCount isArchived userId } }';

interface Target {
  name: string;
  pid: number;
  options: autocannon.Options;
}

/** CPU ms per request of the serving process and of the database server, over one round. */
async function cpuPerRequest(target: Target): Promise<{ server: number; database: number }> {
  const before = { server: cpuMs(target.pid), database: databaseServerCpuMs() };
  const result = await autocannon({ ...target.options, amount: REQUESTS, connections: 10 });
  if (result.non2xx || result.errors)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    server: (cpuMs(target.pid) - before.server) / REQUESTS,
    database: (databaseServerCpuMs() - before.database) / REQUESTS,
  };
}

const db = await freshServerDatabase();
const platforms: Array<{ entry: string; platform: RunningPlatform }> = [];
let yardstick: ChildHandle | undefined;
try {
  for (const entry of ENTRIES) {
    const env = { ...BENCH_PLATFORM_ENV, JOB_POLL_MS: '5000', DATABASE_URL: db.url };
    const [name, ...flags] = entry.split(/\s+/);
    const launch = COMPILED(name!, env);
    platforms.push({
      entry,
      platform: await startPlatform(env, { ...launch, nodeArgs: [...launch.nodeArgs, ...flags] }),
    });
  }
  const user = await seedTabs(platforms[0]!.platform.api);
  const port = await freePort();
  yardstick = await spawnEntry(
    'scripts/bench-yardstick.ts',
    [],
    { YARDSTICK_PORT: String(port), JWT_SECRET: BENCH_PLATFORM_ENV.JWT_SECRET, DATABASE_URL: db.url },
    [`http://127.0.0.1:${port}/health`],
  );
  const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  let n = 0;
  const targets: Target[] = [
    {
      name: 'yardstick',
      pid: yardstick.pid,
      options: { url: `http://127.0.0.1:${port}/api/tabs?limit=100`, headers: auth },
    },
  ];
  for (const { entry, platform } of platforms) {
    const listed = await request(platform.api, 'GET', '/api/tabs?limit=100', { token: user.token });
    if (listed.status !== 200 || listed.body.length !== 100)
      throw new Error(`${entry}: list failed (${listed.status})`);
    targets.push(
      {
        name: `${entry}: GET /api/tabs, cache miss`,
        pid: platform.pid,
        options: {
          url: `${platform.api}/api/tabs`,
          headers: auth,
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                path: `/api/tabs?limit=100&cold=${n++}`,
              }),
            },
          ],
        },
      },
      {
        name: `${entry}: POST /graphql tabs(limit: 100)`,
        pid: platform.pid,
        options: {
          url: platform.graphql,
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ query: LIST_QUERY }),
        },
      },
    );
  }
  for (const target of targets) await autocannon({ ...target.options, amount: 300, connections: 4 });
  const samples = new Map<string, Array<{ server: number; database: number }>>(
    targets.map((t) => [t.name, []]),
  );
  for (let round = 0; round < ROUNDS; round++)
    for (const target of targets) samples.get(target.name)!.push(await cpuPerRequest(target));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const of = (name: string, part: (sample: { server: number; database: number }) => number) =>
    median(samples.get(name)!.map(part));
  const ruler = of('yardstick', (s) => s.server);
  const rulerBoth = of('yardstick', (s) => s.server + s.database);
  console.log(`\n${REQUESTS} requests per round, ${ROUNDS} rounds, median round; CPU per request\n`);
  console.log(
    '| process, path | server CPU ms | yardstick / this | + PostgreSQL server CPU ms | yardstick / this, both |\n|---|---:|---:|---:|---:|',
  );
  for (const name of samples.keys()) {
    const server = of(name, (s) => s.server);
    const both = of(name, (s) => s.server + s.database);
    console.log(
      `| ${name} | ${server.toFixed(2)} | ${(ruler / server).toFixed(2)}× | ${both.toFixed(2)} | ${(rulerBoth / both).toFixed(2)}× |`,
    );
  }
} finally {
  await yardstick?.stop();
  for (const { platform } of platforms) await platform.stop();
  await db.drop();
}
process.exit(0);
