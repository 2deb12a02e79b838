import { describe, expect, it } from '@jest/globals';
import { summarize } from '../src/pipelines/summarize.js';
import { countWords } from '../src/pipelines/text.js';
import { labelledTexts } from './fixtures/labelled-texts.js';

const longText = labelledTexts
  .slice(0, 8)
  .map((item) => item.text)
  .join('\n\n');

describe('summarize', () => {
  it('returns a text under 50 words whole, whitespace collapsed', () => {
    const short = 'The library opens at nine.\n\nIt   closes at five on weekdays.';
    expect(summarize(short)).toEqual({
      summary: 'The library opens at nine. It closes at five on weekdays.',
      wordCount: 11,
    });
  });

  it('keeps a long text between 50 and 150 words, in the original sentence order', () => {
    const { summary, wordCount } = summarize(longText);
    expect(countWords(summary)).toBe(wordCount);
    expect(wordCount).toBeGreaterThanOrEqual(50);
    expect(wordCount).toBeLessThanOrEqual(150);
    const positions = summary
      .split(/(?<=[.!?])\s+/)
      .map((sentence) => longText.replace(/\s+/g, ' ').indexOf(sentence.replace(/…$/, '')));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('stays within every maxWords from 50 to 150', () => {
    for (const maxWords of [50, 60, 80, 100, 150]) {
      const { wordCount } = summarize(longText, maxWords);
      expect(wordCount).toBeGreaterThanOrEqual(50);
      expect(wordCount).toBeLessThanOrEqual(maxWords);
    }
  });

  it('cuts one overlong sentence at a word boundary', () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
    const { summary, wordCount } = summarize(words.join(' '), 120);
    expect(wordCount).toBe(120);
    expect(summary).toBe(`${words.slice(0, 120).join(' ')}…`);
  });

  it('prefers sentences central to the text', () => {
    const text = [
      'Our town library is moving to a new building next spring.',
      'Parking near the old site has always been difficult.',
      'The new library building will have a larger children’s library area and quiet study rooms.',
      'A bakery opened across the street last month.',
      'Library staff will move the collection over two weeks, and the library will stay open during the move.',
      'The weather this winter was mild.',
      'Members can return library books to either building until the new library opens.',
      'Someone lost a blue umbrella at the bus stop.',
      'Volunteers are welcome to help label shelves in the new library building.',
    ].join(' ');
    const { summary } = summarize(text, 60);
    expect(summary).toContain('library');
    expect(summary).not.toContain('umbrella');
    expect(summary).not.toContain('weather');
  });
});
