import { describe, it, expect } from '@jest/globals';
import { imageFormatOf, matchScore, scanTerms } from './scan-text.js';

describe('scan text', () => {
  it('keeps lines with letters, and every token of the collector line', () => {
    const { lines, tokens } = scanTerms('Fury Sliver\n\n| 5 |\nCreature — Sliver\n157 -TSP- EN\n');
    expect(lines).toEqual(['fury sliver', 'creature sliver', '157 -tsp- en']);
    expect([...tokens]).toEqual(expect.arrayContaining(['157', 'tsp', 'en', 'fury']));
    expect(scanTerms('007 · m21').tokens.has('7')).toBe(true);
  });

  it('raises a name match by the set code and the collector number seen', () => {
    const tokens = new Set(['157', 'tsp']);
    expect(matchScore(1, { setCode: 'TSP', collectorNumber: '157' }, tokens)).toBe(1);
    expect(matchScore(1, { setCode: 'TSR', collectorNumber: '301' }, tokens)).toBe(0.8);
    expect(matchScore(0.5, { setCode: 'TSP', collectorNumber: '0157' }, tokens)).toBe(0.6);
  });

  it('tells images by their first bytes', () => {
    expect(imageFormatOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('png');
    expect(imageFormatOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageFormatOf(Buffer.from('just text'))).toBeNull();
  });
});
