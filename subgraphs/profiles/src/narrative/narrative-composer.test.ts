import { describe, expect, it } from '@jest/globals';
import { findMask } from '../taxonomy/masks.js';
import { composeNarrative } from './narrative-composer.js';
import { narrativeRequestSchema } from './narrative-request.js';

const request = (compression?: number) =>
  narrativeRequestSchema.parse({
    contexts: ['security'],
    tags: ['audit'],
    timeline: [
      { id: 't1', title: 'Analyst at Bank', start: '2015-01', end: '2018-02', tags: ['audit', 'sql'] },
      { id: 't2', title: 'Security Lead', start: '2018-03', tags: ['security'] },
      { id: 't3', title: 'Intern', start: '2013-06', end: '2013-09', tags: [] },
    ],
    settings: compression === undefined ? {} : { tone: 'calm', compression_ratio: compression },
  });

describe('deterministic narrative composer', () => {
  const guardian = findMask('guardian')!;

  it('builds the same blocks for the same request, each with id, text, weight, sources and meta', () => {
    const blocks = composeNarrative(request(0), guardian);
    expect(composeNarrative(request(0), guardian)).toEqual(blocks);
    expect(blocks.map((b) => b.block_id)).toEqual(['opening', 'item-1', 'item-2', 'item-3']);
    expect(blocks[1]).toMatchObject({
      sources: ['t2'],
      meta: { personality: 'Guardian (calm)', setting: 'security' },
    });
    expect(blocks[1].text).toContain('Security Lead');
  });

  it('cites only ids that were sent, and at least one block cites one', () => {
    const blocks = composeNarrative(request(0.5), guardian);
    const cited = blocks.flatMap((b) => b.sources);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((id) => ['t1', 't2', 't3'].includes(id))).toBe(true);
  });

  it('folds older items into one block as the compression ratio rises', () => {
    const blocks = composeNarrative(request(0.9), guardian);
    expect(blocks.map((b) => b.block_id)).toEqual(['opening', 'item-1', 'earlier']);
    expect(blocks[2].sources).toEqual(['t1', 't3']);
  });

  it('weighs items by their share of tags the request and mask care about', () => {
    const [, lead, analyst, intern] = composeNarrative(request(0), guardian);
    expect(lead.weight).toBe(1);
    expect(analyst.weight).toBe(0.6);
    expect(intern.weight).toBe(0.2);
  });

  it("uses the mask's tone and compression when the settings give none", () => {
    const blocks = composeNarrative(request(), guardian);
    expect(blocks[0].meta.personality).toBe('Guardian (vigilant)');
    expect(blocks.filter((b) => b.block_id.startsWith('item-'))).toHaveLength(1);
  });
});
