import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePlatformJwks } from '@platform/auth';
import { freshServerDatabase } from '@platform/test-kit';
import { freePort } from './ports.js';

const ROOT = new URL('../../', import.meta.url).pathname;

let workerSigningKeys: string | undefined;

/**
 * A new data folder for a platform, holding the token signing keys a platform writes there on its
 * first start (packages/auth, platform-keys.ts), one pair per Jest worker: generating a 2048-bit
 * RSA key took 0.27 s of each of about 150 platform starts a run. A test that sets
 * OIDC_SIGNING_KEYS gets an empty folder.
 */
function seededDataDir(env: Record<string, string>): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-test-'));
  if (env.OIDC_SIGNING_KEYS) return dataDir;
  workerSigningKeys ??= JSON.stringify(generatePlatformJwks());
  writeFileSync(join(dataDir, 'oidc-signing-keys.json'), workerSigningKeys, { mode: 0o600 });
  return dataDir;
}

export interface RunningPlatform {
  /** The tabs REST API, e.g. http://127.0.0.1:41234 */
  api: string;
  /** The location game REST API (GAME_PORT) */
  gameApi: string;
  /** The cards REST API (CARDS_PORT), e.g. http://127.0.0.1:41236 */
  cardsApi: string;
  /** The resume REST API (API_PORT) */
  resumeApi: string;
  /** The gateway's /graphql URL */
  graphql: string;
  /** The same as a ws:// URL for graphql-ws */
  ws: string;
  /** Prometheus metrics, on their own port (METRICS_PORT), e.g. http://127.0.0.1:41237/metrics */
  metrics: string;
  env: Record<string, string>;
  logs: string[];
  /** The platform process (the benches read its CPU time). */
  pid: number;
  /** Resolves with the process's exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends the process a signal the test means: its ending afterwards is expected, not reported. */
  signal(name: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export { CLOSED_PORT, freePort } from './ports.js';

export { freshServerDatabase };

/** The project's Node flags for running a TypeScript entry of this repository (as `npm start` does). */
export const NODE_TS_ARGS = ['--import', 'tsx'];

/** The compiled entry made from each TypeScript entry (`dist/<name>.js`, scripts/build.mjs). */
const BUILT_ENTRIES = new Map(
  Object.entries(
    JSON.parse(readFileSync(`${ROOT}scripts/build-entries.json`, 'utf8')) as Record<string, string>,
  ).map(([name, source]) => [source, `dist/${name}.js`]),
);

/**
 * A test's process lives for seconds, and V8 spent them optimising PGlite's WebAssembly on its worker
 * threads (2 to 3 s of CPU per start) for queries that never run long enough to pay it back. Baseline
 * code only: eight end-to-end files took 112 s of CPU twice, against 122 and 134 s with optimisation.
 */
const SHORT_LIVED_FLAGS = ['--liftoff-only'];

/**
 * The arguments after `node` that run `entry` as a test's child process. `npm test` builds first and
 * sets TEST_RUN_BUILD=1: a TypeScript entry started with the loader flags then runs as its compiled
 * build, which is what `npm start` ships. tsx resolves and loads each of several hundred source
 * modules through its hooks: the same eight files took 160 s of CPU from the sources. A test file run
 * on its own keeps the sources, so an edit needs no build.
 */
export function entryCommand(entry: string, nodeArgs = NODE_TS_ARGS): string[] {
  // Only Jest's own starts: a bench that starts the sources (BENCH_FROM_SOURCE) measures them as they are.
  if (nodeArgs !== NODE_TS_ARGS || process.env.JEST_WORKER_ID === undefined) return [...nodeArgs, entry];
  const built = process.env.TEST_RUN_BUILD === '1' && BUILT_ENTRIES.get(entry);
  return built ? [...SHORT_LIVED_FLAGS, built] : [...SHORT_LIVED_FLAGS, ...nodeArgs, entry];
}

/** A child process of this repository's code, started with the project's Node flags. */
export interface ChildHandle {
  logs: string[];
  pid: number;
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/** How long a start may take before it is given up (TEST_START_TIMEOUT_MS overrides). */
export const START_TIMEOUT_MS = Number(process.env.TEST_START_TIMEOUT_MS ?? 180_000);
/** A hook that starts processes waits this long: the start's own limit, and time to report it. */
export const START_HOOK_TIMEOUT_MS = START_TIMEOUT_MS + 30_000;

/**
 * Processes of this test file still starting. A hook that gives up on a slow start (its timeout is
 * shorter than the start's) leaves nobody to stop the process once it is up: it would live on for
 * the files after this one in the same worker, on ports of that worker's block, with its database,
 * its job polling and its CPU. At the end of the file (Jest only; the bench has no hooks) whatever
 * is still starting is killed, and a start that completes later kills its process instead of
 * handing it over.
 */
const starting = new Map<ChildProcess, () => Promise<unknown>>();
let fileEnded = false;
const endOfFile = (globalThis as { afterAll?: (hook: () => Promise<void>) => void }).afterAll;
endOfFile?.(async () => {
  fileEnded = true;
  await Promise.all([...starting.values()].map((kill) => kill()));
});

/**
 * Spawns `entry` and waits until every URL in `readyUrls` answers 2xx (or the process dies).
 * A URL in `reachableUrls` only has to answer at all (any status): a port with no health route.
 * `nodeArgs` replaces the TypeScript loader flags (the bench runs the compiled build, or profiles).
 */
export async function spawnEntry(
  entry: string,
  args: string[],
  env: Record<string, string>,
  readyUrls: string[],
  nodeArgs = NODE_TS_ARGS,
  reachableUrls: string[] = [],
): Promise<ChildHandle> {
  if (fileEnded) throw new Error(`${entry} not started: its test file has ended`);
  const child: ChildProcess = spawn(process.execPath, [...entryCommand(entry, nodeArgs), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let exitCode: number | null = null;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('exit', (code) => (exitCode = code ?? -1));
  let stopping = false;
  // A process that ends while its tests still talk to it shows only as ECONNREFUSED there: say why.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `${entry} (pid ${child.pid}) ended by itself (${signal ?? code}); its last logs:\n${logs.slice(-30).join('\n')}`,
      );
  });
  // Generous by default: a loaded 2-core machine can take minutes.
  const deadline = Date.now() + START_TIMEOUT_MS;
  starting.set(child, () => {
    stopping = true;
    child.kill('SIGKILL');
    return exited;
  });
  try {
    for (;;) {
      if (exitCode !== null) throw new Error(`${entry} exited with ${exitCode}:\n${logs.join('\n')}`);
      if (fileEnded) throw new Error(`${entry} killed: its test file ended before it started`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${entry} did not start in ${START_TIMEOUT_MS / 1000} s:\n${logs.join('\n')}`);
      }
      const up = await Promise.all([
        ...readyUrls.map((url) =>
          fetch(url).then(
            (res) => res.ok,
            () => false,
          ),
        ),
        ...reachableUrls.map((url) =>
          fetch(url).then(
            () => true,
            () => false,
          ),
        ),
      ]);
      if (up.every(Boolean) && !fileEnded) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    if (fileEnded) await starting.get(child)?.();
    throw error;
  } finally {
    starting.delete(child);
  }
  return {
    logs,
    pid: child.pid!,
    exited,
    signal: (name) => {
      stopping = true;
      child.kill(name);
    },
    stop: async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the real platform (`npm start`'s entry) as a child process on free ports with its own
 * data folder, or, with TEST_DATABASE=postgres, on a fresh database of the PostgreSQL server.
 * A DATA_DIR or DATABASE_URL given in `env` is the caller's (a restart test reuses it): it is
 * neither created nor removed here.
 */
export async function startPlatform(
  env: Record<string, string> = {},
  /** The bench's: another entry (the compiled build), Node flags and settings of its start script. */
  launch: { entry: string; nodeArgs: string[]; env?: Record<string, string> } = {
    entry: 'gateway/src/main.ts',
    nodeArgs: NODE_TS_ARGS,
  },
): Promise<RunningPlatform> {
  // A GATEWAY_PORT given is the caller's (standalone subgraphs started first call back to it).
  const [port, gatewayPort] = [
    await freePort(),
    env.GATEWAY_PORT ? Number(env.GATEWAY_PORT) : await freePort(),
  ];
  const gamePort = await freePort();
  const cardsPort = await freePort();
  const resumePort = await freePort();
  const metricsPort = await freePort();
  const dataDir = env.DATA_DIR ?? seededDataDir({ ...launch.env, ...env });
  const serverDb =
    process.env.TEST_DATABASE === 'postgres' && !env.DATABASE_URL ? await freshServerDatabase() : undefined;
  const fullEnv: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    GATEWAY_PORT: String(gatewayPort),
    GAME_PORT: String(gamePort),
    CARDS_PORT: String(cardsPort),
    API_PORT: String(resumePort),
    METRICS_PORT: String(metricsPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000',
    CARDS_RATE_LIMIT_MAX: '100000',
    // Jobs a platform enqueues start at once (in-process notification); the poll only finds retries
    // and scheduled runs. Every poll is one look-up per job name: at 100 ms an idle platform kept
    // 15-20 % of a core busy (PGlite, or itself and its server backends), at 500 ms about 4-7 %.
    // A file that needs retries picked up sooner sets its own.
    JOB_POLL_MS: '500',
    JOB_BACKOFF_MS: '100',
    ML_URL: 'http://127.0.0.1:9',
    ANALYSIS_AUTOSTART: 'false',
    ...(serverDb ? { DATABASE_URL: serverDb.url } : {}),
    ...launch.env,
    ...env,
  };
  // The metrics server listens after every API (gateway/src/platform-process.ts), and each port is
  // awaited as well, the gateway's (no health route) as answering at all: the tests and their
  // subscriptions use every one of them, whatever the order of listening.
  const metrics = `http://127.0.0.1:${fullEnv.METRICS_PORT}/metrics`;
  const cleanUp = async () => {
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    await serverDb?.drop();
  };
  const child = await spawnEntry(
    launch.entry,
    [],
    fullEnv,
    [
      `http://127.0.0.1:${port}/health`,
      metrics,
      `http://127.0.0.1:${gamePort}/health`,
      `http://127.0.0.1:${cardsPort}/health`,
      `http://127.0.0.1:${resumePort}/health`,
    ],
    launch.nodeArgs,
    [`http://127.0.0.1:${gatewayPort}/graphql`],
  ).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  return {
    api: `http://127.0.0.1:${port}`,
    gameApi: `http://127.0.0.1:${gamePort}`,
    cardsApi: `http://127.0.0.1:${cardsPort}`,
    resumeApi: `http://127.0.0.1:${resumePort}`,
    graphql: `http://127.0.0.1:${gatewayPort}/graphql`,
    ws: `ws://127.0.0.1:${gatewayPort}/graphql`,
    metrics,
    env: fullEnv,
    logs: child.logs,
    pid: child.pid,
    exited: child.exited,
    signal: child.signal,
    stop: async () => {
      await child.stop();
      await cleanUp();
    },
  };
}
