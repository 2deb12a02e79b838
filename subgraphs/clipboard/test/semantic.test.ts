import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CapturePipeline } from '../src/capture/capture-pipeline.js';
import { createEmbedder } from '../src/embedding/embedder.js';
import { relatedClips, semanticIndexFor, semanticSearch } from '../src/search/semantic.js';
import { ClipsRepository } from '../src/store/clips.repository.js';
import { TagsRepository } from '../src/store/tags.repository.js';
import { tempDatabase } from './store-fixture.js';

const fixture = tempDatabase();
const embedder = createEmbedder('hash');
const texts = [
  'postgres connection pooling',
  'postgres vacuum settings',
  'chocolate chip cookies',
  'git rebase interactive',
  'cookies and cream',
];

beforeAll(async () => {
  const pipeline = new CapturePipeline(fixture.db);
  for (const text of texts)
    await pipeline.capture({ text, app: text.startsWith('git') ? 'Terminal' : 'Browser' });
  new TagsRepository(fixture.db).assign(3, 'food');
});
afterAll(() => fixture.dispose());

const ids = (hits: Array<{ clip: { id: number } }>) => hits.map((h) => h.clip.id);

describe('semantic search', () => {
  it('scores every clip and returns the closest first', async () => {
    const hits = await semanticSearch(fixture.db, embedder, 'postgres pooling', { limit: 5 });
    expect(hits).toHaveLength(5);
    expect(hits[0].clip.id).toBe(1);
    expect(hits[0].score).toBeGreaterThan(hits[4].score);
  });

  it('applies app and tag filters', async () => {
    expect(
      ids(await semanticSearch(fixture.db, embedder, 'cookies', { limit: 5, filter: { tag: 'food' } })),
    ).toEqual([3]);
    expect(
      ids(await semanticSearch(fixture.db, embedder, 'postgres', { limit: 5, filter: { app: 'terminal' } })),
    ).toEqual([4]);
  });

  it('picks up new clips by rowid and drops deleted ones without a rebuild', async () => {
    const index = await semanticIndexFor(fixture.db, embedder);
    await new CapturePipeline(fixture.db).capture({ text: 'postgres connection pooling with pgbouncer' });
    new ClipsRepository(fixture.db).delete(1);
    const hits = await semanticSearch(fixture.db, embedder, 'postgres connection pooling', { limit: 2 });
    expect(await semanticIndexFor(fixture.db, embedder)).toBe(index);
    expect(ids(hits)).toEqual([6, 2]);
  });

  it('finds related clips excluding the clip itself, or null for an unknown id', async () => {
    expect(ids((await relatedClips(fixture.db, embedder, 3, { limit: 1 }))!)).toEqual([5]);
    expect(await relatedClips(fixture.db, embedder, 999, { limit: 1 })).toBeNull();
  });
});
