import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contentHash } from '../src/capture/capture-pipeline.js';
import { searchFulltext, toPhraseQuery } from '../src/search/fulltext.js';
import { ClipsRepository } from '../src/store/clips.repository.js';
import { tempDatabase } from './store-fixture.js';

const fixture = tempDatabase();
const add = (content: string) =>
  new ClipsRepository(fixture.db).insert({
    content,
    hash: contentHash(content),
    createdAt: new Date().toISOString(),
    sourceApp: 'T',
    windowTitle: null,
    title: null,
  });
const ids: number[] = [];
const search = (q: string) => searchFulltext(fixture.db, q, {}, 10);

beforeAll(() => {
  ids.push(add('alpha beta gamma'), add('alpha delta'), add('email me at a@b.co'), add('c++ templates'));
});
afterAll(() => fixture.dispose());

describe('full-text search', () => {
  it('returns newest matches first', () => {
    expect(search('alpha').rows.map((r) => r.id)).toEqual([ids[1], ids[0]]);
  });

  it('keeps the index in step with updates and deletes (triggers)', () => {
    const id = add('temporary words');
    expect(search('temporary').rows).toHaveLength(1);
    fixture.db.prepare('UPDATE clips SET content = ? WHERE id = ?').run('permanent words', id);
    expect(search('temporary').rows).toHaveLength(0);
    expect(search('permanent').rows).toHaveLength(1);
    new ClipsRepository(fixture.db).delete(id);
    expect(search('permanent').rows).toHaveLength(0);
  });

  it.each(['c++', 'foo:bar', '"unbalanced', 'AND', '(', 'alpha OR', '*', 'a@b.co', "don't"])(
    'never throws on %s',
    (q) => {
      expect(() => search(q)).not.toThrow();
    },
  );

  it('falls back to a phrase for invalid syntax and says so', () => {
    expect(search('a@b.co')).toMatchObject({ fallback: true, query: '"a@b.co"' });
    expect(search('a@b.co').rows.map((r) => r.id)).toEqual([ids[2]]);
  });

  it('quotes embedded double quotes in the fallback phrase', () => {
    expect(toPhraseQuery('say "hi"')).toBe('"say ""hi"""');
  });

  it('returns nothing for blank input', () => {
    expect(search('   ').rows).toEqual([]);
  });
});
