import { describe, it, expect, afterAll } from '@jest/globals';
import { openDatabase, openDomainOrm, type Database } from '@platform/db';
import { createLogger } from '@platform/observability';
import { accountsSubgraph } from '../src/subgraph.js';

const logger = createLogger('silent');
const storage = accountsSubgraph.storage!;

describe('the identity migration on accounts that already exist', () => {
  let db: Database;
  afterAll(() => db?.close());

  it('gives each one a distinct uuid and the default handle, digits added when two share one', async () => {
    db = await openDatabase({ dataDir: 'memory://', logger });
    // The database may start from the build's template, which holds every migration: step back first.
    const orm = await openDomainOrm(db, storage, logger);
    await orm.migrator.down({ to: 'Migration20261126090000' });
    const connection = orm.em.getConnection();
    for (const [username, email] of [
      ['ada', 'ada@example.com'],
      ['ada2', 'Ada@example.org'],
      ['root', 'root@example.com'],
    ])
      await connection.execute(
        `insert into accounts.users (username, email, password_hash, created_at, updated_at) values (?, ?, 'x', now(), now())`,
        [username, email.toLowerCase()],
      );
    await orm.migrator.up();
    const rows: Array<{ username: string; uuid: string; handle: string; admin: boolean }> =
      await connection.execute(
        'select username, uuid::text as uuid, handle, admin from accounts.users order by id',
      );
    await orm.close();
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(3);
    for (const row of rows)
      expect(row.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rows[0]).toMatchObject({ username: 'ada', handle: 'ada', admin: false });
    expect(rows[1].handle).toMatch(/^ada\d{2,6}$/);
    // "root" is reserved: the default takes the user_ prefix.
    expect(rows[2].handle).toBe('user_root');
  });
});
