import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { MIGRATION_LOCK_KEY } from '@platform/db';
import { entryCommand, freshServerDatabase } from './support/platform-process.js';
import { loadSubgraphModule, SUBGRAPH_NAMES } from '../gateway/src/subgraph-registry.js';

// `npm run migrate` (main.js --migrate-only): every domain's migrations on the database, then exit 0,
// under the advisory lock every migrating process takes, so concurrent runs serialize.
const ROOT = new URL('../', import.meta.url).pathname;

/** One migrate run on `url`: its exit code and output. */
function migrate(url: string): { exited: Promise<{ code: number | null; logs: string }> } {
  const child = spawn(process.execPath, [...entryCommand('gateway/src/main.ts'), '--migrate-only'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      DATABASE_URL: url,
      JWT_SECRET: 'migrate-test-secret-migrate-test-secret-0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  child.stdout.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  return { exited: new Promise((resolve) => child.once('exit', (code) => resolve({ code, logs }))) };
}

/** Each domain's schema with the migrations recorded in its log (names, duplicates kept). */
async function recorded(client: pg.Client, schemas: string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const schema of schemas) {
    const exists = await client.query(
      'select 1 from information_schema.tables where table_schema = $1 and table_name = $2',
      [schema, 'mikro_orm_migrations'],
    );
    out[schema] = exists.rowCount
      ? (await client.query(`select name from "${schema}".mikro_orm_migrations order by name`)).rows.map(
          (row: { name: string }) => row.name,
        )
      : [];
  }
  return out;
}

describe('npm run migrate (main.js --migrate-only)', () => {
  let expected: Record<string, string[]>;
  const databases: Array<Awaited<ReturnType<typeof freshServerDatabase>>> = [];
  const clients: pg.Client[] = [];
  const fresh = async () => {
    const db = await freshServerDatabase();
    databases.push(db);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    clients.push(client);
    return { url: db.url, client };
  };

  beforeAll(async () => {
    expected = {};
    // One at a time: Jest's ESM loader fails concurrent dynamic imports of shared modules.
    for (const name of SUBGRAPH_NAMES) {
      const { storage } = await loadSubgraphModule(name);
      if (storage) expected[storage.schema] = storage.migrations.map((m) => m.name).sort();
    }
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => undefined);
    for (const db of databases) await db.drop();
  });

  it("applies every domain's migrations to a fresh server database and exits 0", async () => {
    const { url, client } = await fresh();
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    const run = await migrate(url).exited;
    expect({ code: run.code, logs: run.code === 0 ? '' : run.logs }).toEqual({ code: 0, logs: '' });
    expect(await recorded(client, Object.keys(expected))).toEqual(expected);
    // A domain's tables, not only its log: the accounts users table exists.
    const users = await client.query(
      "select 1 from information_schema.tables where table_schema = 'accounts' and table_name = 'users'",
    );
    expect(users.rowCount).toBe(1);
    // Run again: nothing left to apply, still exit 0.
    expect((await migrate(url).exited).code).toBe(0);
    expect(await recorded(client, Object.keys(expected))).toEqual(expected);
  }, 300_000);

  it('lets two runs started together both exit 0, each migration applied once', async () => {
    const { url, client } = await fresh();
    const runs = await Promise.all([migrate(url).exited, migrate(url).exited]);
    expect(runs.map((run) => (run.code === 0 ? 0 : run.logs))).toEqual([0, 0]);
    expect(await recorded(client, Object.keys(expected))).toEqual(expected);
  }, 300_000);

  it('waits for the migration lock another session holds before it touches any schema', async () => {
    const { url, client } = await fresh();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    clients.push(holder);
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const run = migrate(url);
    let exited: string | false = false;
    void run.exited.then(({ code, logs }) => (exited = `exit ${code}: ${logs}`));
    // A bigint advisory key shows in pg_locks as its high and low 32 bits.
    const [high, low] = [Math.floor(MIGRATION_LOCK_KEY / 2 ** 32), MIGRATION_LOCK_KEY % 2 ** 32];
    let waiting = 0;
    while (!exited && waiting === 0) {
      const rows = await client.query(
        "select 1 from pg_locks where locktype = 'advisory' and not granted and classid = $1 and objid = $2 and objsubid = 1 and database = (select oid from pg_database where datname = current_database())",
        [high, low],
      );
      waiting = rows.rowCount ?? 0;
      if (!waiting) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect({ waiting, exited }).toEqual({ waiting: 1, exited: false });
    const schemas = await client.query(
      'select schema_name from information_schema.schemata where schema_name = any($1)',
      [Object.keys(expected)],
    );
    expect(schemas.rows).toEqual([]);
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    expect((await run.exited).code).toBe(0);
    expect(await recorded(client, Object.keys(expected))).toEqual(expected);
  }, 300_000);
});
