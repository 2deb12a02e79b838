import { describe, expect, it } from '@jest/globals';
import { containsPattern, isPhrase, keywordsToTsQuery } from './search-query.js';

describe('search query', () => {
  it('ORs keywords, phrases multi-word ones and prefixes the last word, lower-cased', () => {
    expect(keywordsToTsQuery(['TypeScript', 'site reliability'])).toBe(
      '((typescript | typescript:*)) | (site <-> (reliability | reliability:*))',
    );
  });

  it('tells phrases from single words', () => {
    expect(['site reliability', 'TypeScript', 'c++ dev', '  go  '].map(isPhrase)).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('drops operators and empty keywords so user text cannot shape the query', () => {
    expect(keywordsToTsQuery(["a&!b|c:*'"])).toBe('(a <-> b <-> (c | c:*))');
    expect(keywordsToTsQuery(['&&', ' '])).toBeNull();
  });

  it('escapes LIKE wildcards in a location', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
