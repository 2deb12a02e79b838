import { describe, expect, it } from '@jest/globals';
import { cosineSimilarity, embed, EMBEDDING_DIMENSIONS } from '../src/pipelines/embed.js';

const norm = (vector: number[]) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));

describe('embed', () => {
  const text = 'Researchers measured how quickly glaciers in the Alps are melting.';

  it('returns 384 finite numbers of unit length', () => {
    const vector = embed(text);
    expect(vector).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(EMBEDDING_DIMENSIONS).toBe(384);
    expect(vector.every(Number.isFinite)).toBe(true);
    expect(norm(vector)).toBeCloseTo(1, 5);
  });

  it('is deterministic: the same text always gives the same vector', () => {
    expect(embed(text)).toEqual(embed(text));
    expect(embed(text)).toEqual(embed(`${text}`.slice(0)));
  });

  it('ignores case and spacing', () => {
    expect(cosineSimilarity(embed(text), embed(`  ${text.toUpperCase()}  `))).toBeCloseTo(1, 5);
  });

  it('places a reworded sentence closer than an unrelated one', () => {
    const reworded = embed('The speed at which Alpine glaciers melt has been measured by researchers.');
    const unrelated = embed('Our bakery sells sourdough loaves every Saturday morning.');
    expect(cosineSimilarity(embed(text), reworded)).toBeGreaterThan(
      cosineSimilarity(embed(text), unrelated) + 0.2,
    );
  });

  it('embeds text without words to zeros rather than NaN', () => {
    const vector = embed('!!! ???');
    expect(vector).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(vector.every((value) => value === 0)).toBe(true);
    expect(cosineSimilarity(vector, embed(text))).toBe(0);
  });
});
