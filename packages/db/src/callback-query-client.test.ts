import pg from 'pg';
import { freshServerDatabase } from '@platform/test-kit';
import { withCallbackQueries } from './callback-query-client.js';

describe('withCallbackQueries', () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await freshServerDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 1, Client: withCallbackQueries(pg.Client) });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('answers the promise form of query(text, values) with the result', async () => {
    const client = await pool.connect();
    try {
      const result = await client.query('select $1::int as n, $2::text as word', [7, 'seven']);
      expect(result.rows).toEqual([{ n: 7, word: 'seven' }]);
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      client.release();
    }
  });

  it("rejects with PostgreSQL's error, and the connection serves the next statement", async () => {
    const client = await pool.connect();
    try {
      await expect(client.query('select * from no_such_table_here', [])).rejects.toMatchObject({
        code: '42P01',
      });
      expect((await client.query('select $1::int as n', [2])).rows).toEqual([{ n: 2 }]);
    } finally {
      client.release();
    }
  });

  it('leaves the callback form and query configs to pg', async () => {
    const client = await pool.connect();
    try {
      const viaCallback = await new Promise((resolve, reject) =>
        client.query('select $1::int as n', [3], (error, result) =>
          error ? reject(error) : resolve(result.rows),
        ),
      );
      expect(viaCallback).toEqual([{ n: 3 }]);
      expect((await client.query({ text: 'select $1::int as n', values: [4] })).rows).toEqual([{ n: 4 }]);
    } finally {
      client.release();
    }
    expect((await pool.query('select $1::int as n', [5])).rows).toEqual([{ n: 5 }]);
  });
});
