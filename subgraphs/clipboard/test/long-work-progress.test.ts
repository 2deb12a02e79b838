import { describe, it, expect } from '@jest/globals';
import { join } from 'node:path';
import { importFromPeer } from '../src/federation/federation.service.js';
import { assertMfmDatabase, backupTo } from '../src/store/backup.js';
import { openDatabase } from '../src/store/database.js';
import { tempDatabase } from './store-fixture.js';

// Long work reports its progress (the CLI draws a bar from it on a terminal, nothing when piped).
describe('progress of long work', () => {
  it('backs up through the online backup API, reporting pages up to the whole database', async () => {
    const { db, dir, dispose } = tempDatabase();
    try {
      importFromPeer(
        db,
        Array.from({ length: 300 }, (_, i) => ({ content: `clip ${i} `.repeat(40) })),
      );
      const steps: Array<[number, number]> = [];
      const file = await backupTo(db, join(dir, 'copy.db'), (done, total) => steps.push([done, total]));
      expect(steps.length).toBeGreaterThan(0);
      const [done, total] = steps.at(-1)!;
      expect(done).toBe(total);
      expect(total).toBe(db.pragma('page_count', { simple: true }));
      assertMfmDatabase(file);
      const copy = openDatabase(file);
      expect(copy.prepare('SELECT count(*) FROM clips').pluck().get()).toBe(300);
      copy.close();
    } finally {
      dispose();
    }
  });

  it('reports a peer import clip by clip, ending at the payload length', () => {
    const { db, dispose } = tempDatabase();
    try {
      const seen: number[] = [];
      const counts = importFromPeer(
        db,
        [{ content: 'one' }, { content: 'two' }, { content: 'one' }],
        (done, total) => {
          expect(total).toBe(3);
          seen.push(done);
        },
      );
      expect(counts).toEqual({ added: 2, merged: 0, skipped: 1 });
      expect(seen).toEqual([0, 1, 2, 3]);
    } finally {
      dispose();
    }
  });
});
