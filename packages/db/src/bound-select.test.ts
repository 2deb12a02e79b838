import { numberedPlaceholders } from './bound-select.js';

describe('numberedPlaceholders', () => {
  it('numbers each ? in order, casts kept', () => {
    expect(numberedPlaceholders('select 1 where a = ? and b > ?::timestamptz limit ? offset ?')).toBe(
      'select 1 where a = $1 and b > $2::timestamptz limit $3 offset $4',
    );
  });

  it('leaves a statement without placeholders as it is', () => {
    expect(numberedPlaceholders('select true')).toBe('select true');
  });
});
