import { describe, expect, it } from '@jest/globals';
import { decodeCursor, encodeCursor, keysetCondition, pageInMemory, pageLimit, type Page } from './keyset.js';

const COLUMNS = [{ direction: 'asc' as const }, { direction: 'asc' as const }];

describe('keyset pagination', () => {
  it('walks a list without repeating or skipping while rows are added before and after the cursor', () => {
    const rows = ['d', 'b', 'f', 'h', 'j'].map((name, i) => ({ name, id: `id${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let page = 0;
    do {
      const result: Page<{ name: string; id: string }> = pageInMemory(
        rows,
        { cursor, limit: 2 },
        'scope',
        COLUMNS,
        (row) => [row.name, row.id],
      );
      seen.push(...result.items.map((row) => row.name));
      cursor = result.nextCursor;
      page += 1;
      // between pages: one row sorting before the cursor, one after
      rows.push(
        { name: `a${page}`, id: `new-before-${page}` },
        { name: `z${page}`, id: `new-after-${page}` },
      );
    } while (cursor && page < 20);
    const original = ['b', 'd', 'f', 'h', 'j'];
    expect(seen.filter((name) => original.includes(name))).toEqual(original);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses malformed cursors and cursors of another query', () => {
    const cursor = encodeCursor('list A', ['x', 'y']);
    expect(decodeCursor(cursor, 'list A', 2)).toEqual(['x', 'y']);
    expect(() => decodeCursor(cursor, 'list B', 2)).toThrow('Invalid cursor');
    expect(() => decodeCursor('not a cursor!', 'list A', 2)).toThrow('Invalid cursor');
    expect(() => decodeCursor(Buffer.from('{"s":1}').toString('base64url'), 'list A', 2)).toThrow(
      'Invalid cursor',
    );
  });

  it('takes limits 1 to 100, default 20', () => {
    expect(pageLimit(undefined)).toBe(20);
    expect(pageLimit(100)).toBe(100);
    expect(() => pageLimit(0)).toThrow();
    expect(() => pageLimit(101)).toThrow();
    expect(() => pageLimit(2.5)).toThrow();
  });

  it('builds the seek condition for mixed directions', () => {
    const condition = keysetCondition(
      [
        { sql: 'a', direction: 'desc', cast: 'float8' },
        { sql: 'id', direction: 'asc' },
      ],
      [5, 'k'],
    );
    expect(condition.sql).toBe('((a < ?::float8) or (a = ?::float8 and id > ?))');
    expect(condition.params).toEqual([5, 5, 'k']);
  });
});
