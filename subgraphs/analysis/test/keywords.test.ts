import { describe, expect, it } from '@jest/globals';
import { extractKeywords, MAX_KEYWORD_LIMIT } from '../src/pipelines/keywords.js';
import { STOPWORDS } from '../src/pipelines/stopwords.js';
import { labelledTexts } from './fixtures/labelled-texts.js';

const article = `Solar panels on the school roof now supply most of the building's electricity. The panels were
installed over the summer, and the headteacher expects electricity bills to fall by half. Students track the solar
output on a screen in the hall, and science classes use the panel data in lessons about energy.`;

describe('extractKeywords', () => {
  it('ranks the repeated topical terms first, best score first', () => {
    const keywords = extractKeywords(article, 5);
    expect(keywords).toHaveLength(5);
    expect(
      keywords
        .slice(0, 3)
        .map((keyword) => keyword.term)
        .sort(),
    ).toEqual(['electricity', 'panels', 'solar']);
    for (let i = 1; i < keywords.length; i++)
      expect(keywords[i - 1].score).toBeGreaterThanOrEqual(keywords[i].score);
  });

  it('breaks score ties alphabetically so the order is deterministic', () => {
    const keywords = extractKeywords(labelledTexts[0].text, 50);
    for (let i = 1; i < keywords.length; i++) {
      if (keywords[i - 1].score === keywords[i].score)
        expect(keywords[i - 1].term < keywords[i].term).toBe(true);
    }
  });

  it('defaults to 10, caps at 50 and skips stopwords and numbers', () => {
    const long = labelledTexts.map((item) => item.text).join(' ');
    expect(extractKeywords(long)).toHaveLength(10);
    expect(extractKeywords(long, 500)).toHaveLength(MAX_KEYWORD_LIMIT);
    for (const { term } of extractKeywords(long, 50)) {
      expect(STOPWORDS.has(term)).toBe(false);
      expect(term).not.toMatch(/^\d+$/);
    }
  });

  it('returns an empty list for text without content words', () => {
    expect(extractKeywords('the and of 42 !!!')).toEqual([]);
  });
});
