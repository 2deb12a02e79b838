import { splitPoolSize } from './database.js';

describe('splitPoolSize', () => {
  it('gives a quarter of the budget (at least one) to plain queries and the rest to the ORMs, never more than the budget', () => {
    expect(splitPoolSize(20)).toEqual({ plain: 5, orm: 15 });
    expect(splitPoolSize(4)).toEqual({ plain: 1, orm: 3 });
    expect(splitPoolSize(2)).toEqual({ plain: 1, orm: 1 });
    for (let total = 2; total <= 100; total++) {
      const { plain, orm } = splitPoolSize(total);
      expect(plain + orm).toBe(total);
    }
  });
});
