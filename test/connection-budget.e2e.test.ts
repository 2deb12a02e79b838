import pg from 'pg';
import { freshServerDatabase, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request, signUp } from './support/http-client.js';

// The connection budget only exists on a PostgreSQL server, so this file always runs the platform
// on one (a fresh database of the machine's server), whichever database the other suites use.
const BUDGET = 4;

describe('connections to the PostgreSQL server', () => {
  let platform: RunningPlatform | undefined;
  let db: Awaited<ReturnType<typeof freshServerDatabase>>;
  let admin: pg.Client;

  beforeAll(async () => {
    db = await freshServerDatabase();
    admin = new pg.Client({
      connectionString: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
  });
  afterAll(async () => {
    await platform?.stop();
    await admin.end();
    await db.drop();
  });

  it('stay within DATABASE_POOL_SIZE for every domain together, under concurrent requests to several of them', async () => {
    platform = await startPlatform({ DATABASE_URL: db.url, DATABASE_POOL_SIZE: String(BUDGET) });
    const name = new URL(db.url).pathname.slice(1);
    const counts: number[] = [];
    let loading = true;
    const watching = (async () => {
      while (loading) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        counts.push(rows[0]!.n);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    // Accounts (sign-up, the session lookup), library (tab writes and lists) and the job store
    // (each new tab queues its enrichment) at once, many requests of each in flight.
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signUp(platform!.api, `budget_user_${i}`)),
    );
    const [rest, graph] = await Promise.all([
      Promise.all(
        users.flatMap((user, i) => [
          request(platform!.api, 'POST', '/api/tabs', {
            token: user.token,
            body: { url: `https://example.com/${i}`, title: `Tab ${i}` },
          }),
          request(platform!.api, 'GET', `/api/tabs?limit=10&n=${i}`, { token: user.token }),
        ]),
      ),
      Promise.all(
        users.map((user) =>
          graphql(platform!.graphql, '{ me { id username planTier libraryUsage { tabs bookmarks } } }', {
            token: user.token,
          }),
        ),
      ),
    ]);
    loading = false;
    await watching;
    expect(rest.map((answer) => answer.status).filter((status) => status >= 300)).toEqual([]);
    expect(graph.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    // Seen under load (so the watch did see the platform's connections), and never over the budget.
    expect(Math.max(...counts)).toBeGreaterThan(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(BUDGET);
  });
});
