import { describe, expect, it } from '@jest/globals';
import { splitSentences, stem, tokenize, truncateText } from '../src/pipelines/text.js';

describe('text helpers', () => {
  it('splits sentences but not after abbreviations or initials', () => {
    expect(
      splitSentences('Dr. Smith met J. R. Jones at 5 p.m. today. They talked! Did it help?\nNew line'),
    ).toEqual(['Dr. Smith met J. R. Jones at 5 p.m. today.', 'They talked!', 'Did it help?', 'New line']);
  });

  it('tokenizes to lowercase words, dropping possessives', () => {
    expect(tokenize("The company's CEO didn't say—twice.")).toEqual([
      'the',
      'company',
      'ceo',
      'didn',
      't',
      'say',
      'twice',
    ]);
  });

  it('stems inflections of a word to one key', () => {
    expect(new Set(['approve', 'approved', 'approves', 'approving'].map(stem)).size).toBe(1);
    expect(stem('studies')).toBe(stem('study'));
    expect(stem('running')).toBe('run');
    expect(stem('installation')).toBe(stem('install'));
  });

  it('truncates to the limit without splitting a surrogate pair', () => {
    expect(truncateText('abcdef', 10)).toEqual({ text: 'abcdef', truncated: false });
    expect(truncateText('abcdef', 3)).toEqual({ text: 'abc', truncated: true });
    expect(truncateText('ab😀cd', 3)).toEqual({ text: 'ab', truncated: true });
  });
});
