import { describe, expect, it } from '@jest/globals';
import { MASKS, MASK_FAMILIES, masksByFamily, findMask } from './masks.js';
import { scoreMask, selectMasks } from './mask-selection.js';

const none = { contexts: [], tags: [], skills: [], experienceTags: [] };

describe('mask taxonomy', () => {
  it('has at least 12 masks over the three families, each complete and with a unique id', () => {
    expect(MASKS.length).toBeGreaterThanOrEqual(12);
    for (const family of MASK_FAMILIES) expect(masksByFamily(family).length).toBeGreaterThanOrEqual(3);
    expect(new Set(MASKS.map((m) => m.id)).size).toBe(MASKS.length);
    for (const m of MASKS) {
      expect(m.ontology).toMatch(/^(cognitive|expressive|operational)\/[a-z-]+$/);
      expect(m.stylistic_parameters.compression_ratio).toBeGreaterThan(0);
      expect(m.contexts.length && m.tags.length).toBeTruthy();
    }
  });

  it('filters by family case-insensitively and finds by id', () => {
    expect(masksByFamily('Cognitive').every((m) => m.ontology.startsWith('cognitive/'))).toBe(true);
    expect(masksByFamily('nothing')).toEqual([]);
    expect(findMask('guardian')?.ontology).toBe('operational/guardian');
    expect(findMask('nope')).toBeUndefined();
  });
});

describe('mask selection', () => {
  it('ranks the mask whose contexts and tags match first, scores descending, at most limit', () => {
    const picked = selectMasks({ ...none, contexts: ['security'], tags: ['compliance', 'audit'] }, 3);
    expect(picked).toHaveLength(3);
    expect(picked[0]).toMatchObject({ id: 'guardian', relevanceScore: 1 });
    expect(picked.map((m) => m.relevanceScore)).toEqual(
      [...picked.map((m) => m.relevanceScore)].sort((a, b) => b - a),
    );
  });

  it('counts the profile skills and experience tags too', () => {
    const guardian = findMask('guardian')!;
    expect(scoreMask(guardian, { ...none, skills: ['Encryption'] })).toBe(1);
    expect(scoreMask(guardian, { ...none, skills: ['Encryption', 'Cooking'] })).toBe(0.5);
    expect(selectMasks({ ...none, experienceTags: ['Incident Response'] }, 1)[0].id).toBe('operator');
  });

  it('is never empty while masks exist, even with nothing to match or a limit of 0', () => {
    expect(selectMasks(none, 0)).toHaveLength(1);
    expect(selectMasks(none, 100)).toHaveLength(MASKS.length);
  });
});
