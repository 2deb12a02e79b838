import { describe, expect, it } from '@jest/globals';
import { CATEGORIES } from '../src/pipelines/category-keywords.js';
import { classify } from '../src/pipelines/classify.js';
import { countWords } from '../src/pipelines/text.js';
import { labelledTexts } from './fixtures/labelled-texts.js';

describe('classification fixtures', () => {
  it('has at least 100 texts, 10 or more per category, each 40 to 150 words', () => {
    expect(labelledTexts.length).toBeGreaterThanOrEqual(100);
    for (const category of CATEGORIES)
      expect(labelledTexts.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(10);
    for (const { text } of labelledTexts) {
      expect(countWords(text)).toBeGreaterThanOrEqual(40);
      expect(countWords(text)).toBeLessThanOrEqual(150);
    }
  });
});

describe('classify', () => {
  it('labels at least 80% of the hand-labelled texts correctly', () => {
    const confusion = new Map(
      CATEGORIES.map((category) => [category, new Map(CATEGORIES.map((predicted) => [predicted, 0]))]),
    );
    let correct = 0;
    for (const { category, url, text } of labelledTexts) {
      const predicted = classify(text, url).category;
      confusion.get(category)!.set(predicted, confusion.get(category)!.get(predicted)! + 1);
      if (predicted === category) correct++;
    }
    const accuracy = correct / labelledTexts.length;
    const header = `${'actual \\ predicted'.padEnd(20)}${CATEGORIES.map((name) => name.slice(0, 5).padStart(6)).join('')}`;
    const rows = CATEGORIES.map(
      (actual) =>
        `${actual.padEnd(20)}${CATEGORIES.map((predicted) => String(confusion.get(actual)!.get(predicted)).padStart(6)).join('')}`,
    );
    console.log(
      `classification accuracy: ${(accuracy * 100).toFixed(1)}% (${correct}/${labelledTexts.length})\n${header}\n${rows.join('\n')}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.8);
  });

  it('returns a score for every category, summing to 1, with the chosen one highest', () => {
    const { category, scores } = classify(
      'The team shipped a new version of the database server and fixed a security vulnerability in the API.',
    );
    expect(category).toBe('Technology');
    expect(Object.keys(scores).sort()).toEqual([...CATEGORIES].sort());
    expect(Object.values(scores).reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 3);
    expect(Math.max(...Object.values(scores))).toBe(scores.Technology);
  });

  it('falls back to Other when no category has enough evidence', () => {
    expect(classify('We walked along the river after lunch and watched the ducks.').category).toBe('Other');
    expect(classify('!!!').category).toBe('Other');
  });

  it('uses URL hints such as shop paths and .edu hosts', () => {
    const neutral = 'Opening hours are nine to five on weekdays; the team answers questions by phone.';
    expect(classify(neutral).category).toBe('Other');
    expect(classify(neutral, 'https://example.com/shop/opening-hours').category).toBe('Shopping');
    expect(classify(neutral, 'https://www.cs.example.edu/contact').category).toBe('Education');
    expect(classify(neutral, 'not a url/news/today').category).toBe('News');
  });
});
