import { describe, expect, it } from '@jest/globals';
import { ENTITY_TYPES, extractEntities, MAX_VALUES_PER_TYPE } from '../src/pipelines/entities.js';

const crafted =
  'On March 3, 2024, Maria Gonzalez met Tim Cook of Apple Inc. in Paris to discuss a $4.5 million grant from the ' +
  'United Nations. Write to maria.gonzalez@example.org or read https://example.com/grants/2024. ' +
  'Maria Gonzalez will visit Tokyo next Tuesday, and Microsoft sent 200 dollars; see www.example.net/notes.';

describe('extractEntities', () => {
  const entities = extractEntities(crafted);

  it('finds people, places and organizations', () => {
    expect(entities.people).toEqual(expect.arrayContaining(['Maria Gonzalez', 'Tim Cook']));
    expect(entities.places).toEqual(expect.arrayContaining(['Paris', 'Tokyo']));
    expect(entities.organizations).toEqual(
      expect.arrayContaining(['Apple Inc.', 'United Nations', 'Microsoft']),
    );
  });

  it('finds dates, money, emails and urls without trailing punctuation', () => {
    expect(entities.dates).toEqual(expect.arrayContaining(['March 3, 2024', 'next Tuesday']));
    expect(entities.money).toEqual(expect.arrayContaining(['$4.5 million', '200 dollars']));
    expect(entities.emails).toEqual(['maria.gonzalez@example.org']);
    expect(entities.urls).toEqual(
      expect.arrayContaining(['https://example.com/grants/2024', 'www.example.net/notes']),
    );
  });

  it('lists each value once and always returns every type', () => {
    expect(Object.keys(entities).sort()).toEqual([...ENTITY_TYPES].sort());
    expect(entities.people.filter((name) => name === 'Maria Gonzalez')).toHaveLength(1);
    expect(extractEntities('nothing to see here')).toEqual(
      Object.fromEntries(ENTITY_TYPES.map((type) => [type, []])),
    );
  });

  it('caps each type', () => {
    const many = Array.from({ length: 80 }, (_, i) => `user${i}@example.com`).join(' ');
    expect(extractEntities(many).emails).toHaveLength(MAX_VALUES_PER_TYPE);
  });
});
