import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = new URL('../../', import.meta.url).pathname;
const SERVER_PG = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface RunningPlatform {
  /** The tabs REST API, e.g. http://127.0.0.1:41234 */
  api: string;
  /** The gateway's /graphql URL */
  graphql: string;
  /** The same as a ws:// URL for graphql-ws */
  ws: string;
  env: Record<string, string>;
  logs: string[];
  /** The platform process (tests that kill it the hard way). */
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database on the machine's PostgreSQL server, dropped by the returned function. */
export async function freshServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `platform_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: SERVER_PG });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(SERVER_PG);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: SERVER_PG });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** The project's Node flags for running a TypeScript entry of this repository (as `npm start` does). */
export const NODE_TS_ARGS = ['--import', './packages/node-compat/register.mjs', '--import', 'tsx'];

/** A child process of this repository's code, started with the project's Node flags. */
export interface ChildHandle {
  logs: string[];
  pid: number;
  stop(): Promise<void>;
}

/** Spawns `entry` and waits until every URL in `readyUrls` answers 2xx (or the process dies). */
export async function spawnEntry(entry: string, args: string[], env: Record<string, string>, readyUrls: string[]): Promise<ChildHandle> {
  const child: ChildProcess = spawn(process.execPath, [...NODE_TS_ARGS, entry, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? -1));
  // A loaded machine (or `npm run fuzz` beside other work) may need longer: TEST_START_TIMEOUT_MS.
  const startTimeoutMs = Number(process.env.TEST_START_TIMEOUT_MS ?? 60_000);
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exitCode !== null) throw new Error(`${entry} exited with ${exitCode}:\n${logs.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start in ${startTimeoutMs / 1000} s:\n${logs.join('\n')}`);
    }
    const up = await Promise.all(readyUrls.map((url) => fetch(url).then((res) => res.ok, () => false)));
    if (up.every(Boolean)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    logs,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the real platform (`npm start`'s entry) as a child process on free ports with its own
 * data folder, or, with TEST_DATABASE=postgres, on a fresh database of the PostgreSQL server.
 */
export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-test-'));
  const serverDb = process.env.TEST_DATABASE === 'postgres' && !env.DATABASE_URL ? await freshServerDatabase() : undefined;
  const fullEnv: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    GATEWAY_PORT: String(gatewayPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000',
    JOB_POLL_MS: '100',
    JOB_BACKOFF_MS: '100',
    ML_URL: 'http://127.0.0.1:9',
    ANALYSIS_AUTOSTART: 'false',
    ...(serverDb ? { DATABASE_URL: serverDb.url } : {}),
    ...env,
  };
  const child = await spawnEntry('gateway/src/main.ts', [], fullEnv, [`http://127.0.0.1:${port}/health`, `http://127.0.0.1:${gatewayPort}/metrics`]);
  return {
    api: `http://127.0.0.1:${port}`,
    graphql: `http://127.0.0.1:${gatewayPort}/graphql`,
    ws: `ws://127.0.0.1:${gatewayPort}/graphql`,
    env: fullEnv,
    logs: child.logs,
    pid: child.pid,
    stop: async () => {
      await child.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await serverDb?.drop();
    },
  };
}
