import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { contentHash } from '../src/capture/capture-pipeline.js';
import { Evictor } from '../src/capture/eviction.js';
import { ClipsRepository } from '../src/store/clips.repository.js';
import { usedBytes } from '../src/store/store.js';
import { TagsRepository } from '../src/store/tags.repository.js';
import { tempDatabase } from './store-fixture.js';

let fixture: ReturnType<typeof tempDatabase>;
let clips: ClipsRepository;
beforeEach(() => {
  fixture = tempDatabase();
  clips = new ClipsRepository(fixture.db);
});
afterEach(() => fixture.dispose());

/** Clips a0..a(n-1), oldest first, one second apart. */
function seed(n: number, app = 'App', content = (i: number) => `clip ${app} ${i}`): number[] {
  return Array.from({ length: n }, (_, i) =>
    clips.insert({
      content: content(i),
      hash: contentHash(content(i)),
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString(),
      sourceApp: app,
      windowTitle: null,
      title: null,
    }),
  );
}
const remaining = () => fixture.db.prepare('SELECT id FROM clips ORDER BY id').pluck().all();

describe('eviction', () => {
  it('fifo evicts the oldest clips, pinned or not', () => {
    const ids = seed(5);
    clips.setPinned(ids[0], true);
    expect(new Evictor(fixture.db, 'fifo').enforceTotal(3, 5)).toBe(2);
    expect(remaining()).toEqual(ids.slice(2));
  });

  it('tiered evicts the oldest non-pinned clips and never a pinned one', () => {
    const ids = seed(5);
    clips.setPinned(ids[0], true);
    clips.setPinned(ids[1], true);
    expect(new Evictor(fixture.db, 'tiered').enforceTotal(3, 5)).toBe(2);
    expect(remaining()).toEqual([ids[0], ids[1], ids[4]]);
    expect(new Evictor(fixture.db, 'tiered').enforceTotal(1, 3)).toBe(1);
    expect(remaining()).toEqual([ids[0], ids[1]]);
  });

  it('treats a cap of 0 as no cap', () => {
    seed(3);
    expect(new Evictor(fixture.db, 'fifo').enforceTotal(0, 3)).toBe(0);
  });

  it('caps one application without touching others (case-insensitive)', () => {
    const slack = seed(4, 'Slack');
    const mail = seed(2, 'Mail');
    expect(new Evictor(fixture.db, 'fifo').enforceApp('slack', 2)).toBe(2);
    expect(remaining()).toEqual([...slack.slice(2), ...mail]);
  });

  it('caps one tag', () => {
    const ids = seed(4);
    const tags = new TagsRepository(fixture.db);
    for (const id of ids.slice(0, 3)) tags.assign(id, 'work');
    expect(new Evictor(fixture.db, 'fifo').enforceTag('WORK', 1)).toBe(2);
    expect(remaining()).toEqual([ids[2], ids[3]]);
  });

  it('evicts oldest clips until the pages in use fit max_db_mb', () => {
    seed(600, 'Big', (i) => `${i} ${'lorem ipsum dolor sit amet '.repeat(150)}`);
    expect(usedBytes(fixture.db)).toBeGreaterThan(2 * 1024 * 1024);
    const evicted = new Evictor(fixture.db, 'fifo').enforceDbSize(2);
    expect(evicted).toBeGreaterThan(0);
    expect(usedBytes(fixture.db)).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(remaining()[0]).toBeGreaterThan(1);
  });
});
