import pg from 'pg';
import { freshServerDatabase } from '@platform/test-kit';
import { rowBuilder, selectArrayRows } from './array-rows.js';

describe('rowBuilder', () => {
  it('keys each value by its column, in column order', () => {
    const record = rowBuilder(['id', 'url', 'created at'])([7, 'https://a.example', null]);
    expect(record).toEqual({ id: 7, url: 'https://a.example', 'created at': null });
    expect(Object.keys(record)).toEqual(['id', 'url', 'created at']);
  });

  it('reuses one builder per column list', () => {
    expect(rowBuilder(['a', 'b'])).toBe(rowBuilder(['a', 'b']));
    expect(rowBuilder(['a', 'b'])).not.toBe(rowBuilder(['b', 'a']));
  });

  it('keeps the last of two columns of one name, as pg does', () => {
    expect(rowBuilder(['n', 'n'])([1, 2])).toEqual({ n: 2 });
  });

  it('reads names with quotes and backslashes as data', () => {
    const names = ['a"b', 'c\\', '`${x}`', "'); throw 1; ('"];
    expect(Object.keys(rowBuilder(names)([1, 2, 3, 4]))).toEqual(names);
  });

  it('takes __proto__ as an own column, not as the prototype', () => {
    const record = rowBuilder(['__proto__', 'id'])([{ polluted: true }, 1]);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(record, '__proto__')?.value).toEqual({ polluted: true });
    expect((record as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('selectArrayRows', () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await freshServerDatabase();
    // One connection: a read that kept it after an error would leave the next one waiting for it.
    pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 3_000 });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('reads the same records as pg’s object rows', async () => {
    const sql =
      'select n as "id", $1::text || n as "title", n % 2 = 0 as "isArchived", null::text as "note" ' +
      'from generate_series(1, $2::int) as n order by n desc';
    const asObjects = await pool.query(sql, ['tab ', 3]);
    const asArrays = await selectArrayRows(pool, sql, ['tab ', 3]);
    expect(asArrays).toEqual(asObjects.rows);
    expect(asArrays[0]).toEqual({ id: 3, title: 'tab 3', isArchived: false, note: null });
  });

  it("rejects with PostgreSQL's error and returns the connection", async () => {
    await expect(selectArrayRows(pool, 'select * from no_such_table_here', [])).rejects.toMatchObject({
      code: '42P01',
    });
    const reads = await Promise.all([1, 2, 3].map((n) => selectArrayRows(pool, 'select $1::int as n', [n])));
    expect(reads).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    expect(await selectArrayRows(pool, 'select $1::int as n', [5])).toEqual([{ n: 5 }]);
  });

  it('answers an empty result with no records', async () => {
    expect(await selectArrayRows(pool, 'select 1 as one where false', [])).toEqual([]);
  });
});
