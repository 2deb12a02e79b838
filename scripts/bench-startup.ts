// `npm start` as a user runs it (npm, the compiled platform, its analysis child) on a fresh data
// folder: time to a healthy /health, time until /health reports the analysis service healthy, and
// the resident memory of every process it started after a warm-up of list traffic, then after one
// analysis request (which loads the NLP pipelines).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../test/support/platform-process.js';
import { request } from '../test/support/http-client.js';
import { BENCH_PLATFORM_ENV, seedTabs } from './bench-http.js';
import type { Measurement, SectionResult } from './bench-table.js';

const ROOT = new URL('../', import.meta.url).pathname;

/** `pid` and all its descendants, with their commands. */
function processTree(pid: number): Array<{ pid: number; command: string }> {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => Boolean(m))
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), command: m[3]! }));
  const found = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of table) if (found.has(p.ppid) && !found.has(p.pid)) (found.add(p.pid), (grew = true));
  }
  return table.filter((p) => found.has(p.pid));
}

interface TreeMemory {
  /** Each process's resident set (MB), by command. */
  processes: Array<{ command: string; mb: number }>;
  /** The resident pages of the whole tree, each counted once (MB). */
  footprintMb: number;
}

/**
 * Resident memory of a process tree. Summing each process's RSS counts a page that several of them
 * map (the node binary's code: npm, the platform and its analysis child are all node) once per
 * process; the footprint counts each process's private pages, plus each shared file page once
 * (the most any process of the tree has resident of that mapping).
 */
function treeMemory(pid: number): TreeMemory {
  let privateKb = 0;
  const sharedKb = new Map<string, number>();
  const processes = processTree(pid).flatMap(({ pid: member, command }) => {
    let smaps: string;
    try {
      smaps = readFileSync(`/proc/${member}/smaps`, 'utf8');
    } catch {
      return []; // ended since ps listed it
    }
    let rssKb = 0;
    let mapping = '';
    for (const line of smaps.split('\n')) {
      const header = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ ([0-9a-f]+) \S+ \d+\s*(.*)$/);
      if (header) mapping = header[2] ? `${header[2]}@${header[1]}` : `${member}:anon`;
      const field = line.match(/^(Rss|Private_Clean|Private_Dirty|Shared_Clean|Shared_Dirty):\s+(\d+) kB/);
      if (!field) continue;
      const kb = Number(field[2]);
      if (field[1] === 'Rss') rssKb += kb;
      else if (field[1].startsWith('Private')) privateKb += kb;
      else sharedKb.set(`${mapping}/${field[1]}`, Math.max(sharedKb.get(`${mapping}/${field[1]}`) ?? 0, kb));
    }
    return [{ command, mb: Math.round(rssKb / 1024) }];
  });
  const shared = [...sharedKb.values()].reduce((sum, kb) => sum + kb, 0);
  return { processes, footprintMb: Math.round((privateKb + shared) / 1024) };
}

/**
 * Long enough for every process's quiet releases to run their course (@platform/process-memory):
 * the first three seconds after the last request, then one every three seconds while each gives
 * back 4 MB or more. The platform settled 11–15 s after the warm-up in the runs measured.
 */
const QUIET_WAIT_MS = 20_000;

const nameOf = (command: string) =>
  command.includes('dist/analysis.js')
    ? 'analysis child'
    : command.includes('dist/main.js')
      ? 'platform'
      : command.split(' ')[0]!.split('/').pop()!;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function startupBench(): Promise<SectionResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-start-'));
  const [port, gatewayPort, mlPort] = [await freePort(), await freePort(), await freePort()];
  const api = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // Its own process group, so the whole tree it starts can be stopped together.
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...BENCH_PLATFORM_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      GATEWAY_PORT: String(gatewayPort),
      DATA_DIR: dataDir,
      ML_URL: `http://127.0.0.1:${mlPort}`,
    },
  });
  try {
    const health = () =>
      request(api, 'GET', '/health').then((res) =>
        res.status === 200 ? (res.body as { services: { mlService: string } }) : undefined,
      );
    await until('healthy /health', health);
    const healthyMs = performance.now() - started;
    await until('analysis healthy in /health', async () =>
      (await health())?.services.mlService === 'healthy' ? true : undefined,
    );
    const mlMs = performance.now() - started;
    console.log(
      `npm start on a fresh data folder: /health healthy after ${Math.round(healthyMs)} ms, analysis healthy after ${Math.round(mlMs)} ms`,
    );

    const user = await seedTabs(api);
    const headers = { authorization: `Bearer ${user.token}` };
    let n = 0;
    await autocannon({
      url: `${api}/api/tabs`,
      headers,
      duration: 5,
      connections: 4,
      requests: [
        { setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/tabs?limit=100&w=${n++}` }) },
      ],
    });
    await autocannon({ url: `${api}/api/tabs?limit=100`, headers, duration: 3, connections: 4 });
    const warm = treeMemory(npm.pid!);
    // Each process hands back what the warm-up left behind once it has gone quiet
    // (@platform/process-memory): this reading is what an idle platform keeps holding.
    await new Promise((resolve) => setTimeout(resolve, QUIET_WAIT_MS));
    const quiet = treeMemory(npm.pid!);
    const analyzed = await fetch(`http://127.0.0.1:${mlPort}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        text: 'Ada Lovelace met Charles Babbage in London on 5 June 1833 and paid $20. '.repeat(20),
      }),
    });
    if (!analyzed.ok) throw new Error(`analyze failed: ${analyzed.status}`);
    const afterAnalyze = treeMemory(npm.pid!);
    const describe = (tree: TreeMemory) =>
      `${tree.footprintMb} MB, each page once (RSS summed: ${tree.processes.reduce((sum, p) => sum + p.mb, 0)} MB = ${tree.processes.map((p) => `${nameOf(p.command)} ${p.mb}`).join(' + ')})`;
    console.log(
      `memory right after list warm-up: ${describe(warm)}; ${QUIET_WAIT_MS / 1000} s later: ${describe(quiet)}; after one analysis: ${describe(afterAnalyze)}`,
    );
    const measurements: Measurement[] = [
      {
        measure: '`npm start` on a fresh data folder → healthy /health',
        result: `${(healthyMs / 1000).toFixed(1)} s`,
        target: '≤ 4 s',
      },
      {
        measure: '`npm start` → /health reports the analysis service healthy',
        result: `${(mlMs / 1000).toFixed(1)} s`,
        target: '—',
      },
      {
        measure:
          'resident memory of everything `npm start` started, right after list warm-up (100 tabs, 8 s of reads)',
        result: describe(warm),
        target: '—',
      },
      {
        measure: `the same ${QUIET_WAIT_MS / 1000} s after the warm-up (quiet: garbage collected and freed malloc memory handed back until that stopped paying)`,
        result: describe(quiet),
        target: '≤ 350 MB',
      },
      {
        measure: 'the same after one analysis request (NLP pipelines loaded in the child)',
        result: describe(afterAnalyze),
        target: '—',
      },
    ];
    return { measurements };
  } finally {
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    process.kill(-npm.pid!, 'SIGTERM');
    await exited;
    // npm is gone at once; wait until the platform has let go of its port (and data folder) too.
    await until(
      'platform stopped',
      () =>
        fetch(`${api}/health`).then(
          () => undefined,
          () => true,
        ),
      30_000,
    ).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
