import { describe, expect, it } from '@jest/globals';
import { cosineSimilarity, embed } from '../src/pipelines/embed.js';
import { distractors, paraphrasePairs } from './fixtures/paraphrases.js';

describe('embedding nearest neighbours', () => {
  it('finds the paraphrase as the nearest other text for at least 90% of pairs', () => {
    expect(paraphrasePairs.length).toBeGreaterThanOrEqual(30);
    expect(distractors.length).toBeGreaterThanOrEqual(30);
    const texts = [...paraphrasePairs.flatMap((pair) => [pair.a, pair.b]), ...distractors];
    const vectors = texts.map(embed);
    const misses: string[] = [];
    paraphrasePairs.forEach((pair, index) => {
      const self = 2 * index;
      let nearest = -1;
      let best = -Infinity;
      vectors.forEach((vector, other) => {
        if (other === self) return;
        const similarity = cosineSimilarity(vectors[self], vector);
        if (similarity > best) [best, nearest] = [similarity, other];
      });
      if (nearest !== self + 1) misses.push(`"${pair.a}" → "${texts[nearest]}"`);
    });
    const top1 = (paraphrasePairs.length - misses.length) / paraphrasePairs.length;
    console.log(
      `paraphrase top-1: ${(top1 * 100).toFixed(1)}% (${paraphrasePairs.length - misses.length}/${paraphrasePairs.length}, ${texts.length - 1} candidates each)` +
        (misses.length ? `\nmisses:\n${misses.join('\n')}` : ''),
    );
    expect(top1).toBeGreaterThanOrEqual(0.9);
  });
});
