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
async function freshServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
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

/**
 * Starts the real platform (`npm start`'s entry) as a child process on free ports with its own
 * data folder, or, with TEST_DATABASE=postgres, on a fresh database of the PostgreSQL server.
 */
export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-test-'));
  const serverDb = process.env.TEST_DATABASE === 'postgres' ? await freshServerDatabase() : undefined;
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
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
    ...(serverDb ? { DATABASE_URL: serverDb.url } : {}),
    ...env,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', './packages/node-compat/register.mjs', '--import', 'tsx', 'gateway/src/main.ts'],
    { cwd: ROOT, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const logs: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform did not start in 60 s:\n${logs.join('\n')}`)), 60_000);
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logs.push(line);
        if (line.includes('"platform ready"')) {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout!.on('data', onLine);
    child.stderr!.on('data', onLine);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`platform exited with ${code}:\n${logs.join('\n')}`));
    });
  });
  await ready;
  return {
    api: `http://127.0.0.1:${port}`,
    graphql: `http://127.0.0.1:${gatewayPort}/graphql`,
    ws: `ws://127.0.0.1:${gatewayPort}/graphql`,
    env: fullEnv,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await serverDb?.drop();
    },
  };
}
