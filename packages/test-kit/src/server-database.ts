import pg from 'pg';

const SERVER_PG = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the machine's PostgreSQL server (TEST_POSTGRES_URL), dropped by the returned function. */
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
