import { describe, expect, it } from '@jest/globals';
import { decayed, HALF_LIFE_MS } from '../src/rules/decay.js';
import { moduleEffects, noModules, outpostLevel, tickInfluence } from '../src/rules/outpost-modules.js';
import { resolveRaid } from '../src/rules/raid-resolution.js';
import { crewInputSchema, isActiveCrew } from '../src/rules/crew-rules.js';

const t0 = new Date('2026-11-23T10:00:00Z');
const later = (hours: number) => new Date(t0.getTime() + hours * 3600_000);

describe('influence decay', () => {
  it('halves in 48 hours, quarters in 96, and is continuous in between', () => {
    expect(HALF_LIFE_MS).toBe(48 * 3600_000);
    expect(decayed(10, t0, later(48))).toBeCloseTo(5, 10);
    expect(decayed(10, t0, later(96))).toBeCloseTo(2.5, 10);
    expect(decayed(10, t0, later(24))).toBeCloseTo(10 / Math.SQRT2, 10);
    expect(decayed(10, t0, later(0))).toBe(10);
  });

  it('gives the same value whether decayed once or hour by hour', () => {
    let value = 10;
    for (let hour = 1; hour <= 48; hour++) value = decayed(value, later(hour - 1), later(hour));
    expect(value).toBeCloseTo(decayed(10, t0, later(48)), 10);
  });
});

describe('outpost modules', () => {
  it('derive the level from installed module levels, 1 to 5', () => {
    expect(outpostLevel(noModules())).toBe(1);
    expect(outpostLevel({ scanner: 1, amplifier: 1, shield: 1, beacon: 0 })).toBe(2);
    expect(outpostLevel({ scanner: 3, amplifier: 3, shield: 3, beacon: 3 })).toBe(5);
  });

  it('have the effects of the spec table', () => {
    expect(moduleEffects({ scanner: 2, amplifier: 3, shield: 3, beacon: 1 })).toEqual({
      spawnRateMultiplier: 2,
      passiveMultiplier: 1.75,
      defence: 15,
      recruitRadiusCells: 1,
    });
  });

  it('tick influence by level and amplifier, nothing when destroyed', () => {
    expect(tickInfluence(noModules(), 100)).toBe(2);
    expect(tickInfluence({ scanner: 0, amplifier: 2, shield: 1, beacon: 0 }, 50)).toBe(2 * 2 * 1.5);
    expect(tickInfluence(noModules(), 0)).toBe(0);
  });
});

describe('raid resolution', () => {
  const shielded = { health: 100, modules: { ...noModules(), shield: 2 } };

  it('is repelled by a shield of 5 defence per level', () => {
    expect(resolveRaid(10, shielded)).toMatchObject({
      outcome: 'repelled',
      defence: 10,
      damage: 0,
      healthAfter: 100,
      influenceShare: 0,
    });
  });

  it('damages by the attack beyond the defence and moves that share of influence', () => {
    expect(resolveRaid(40, shielded)).toMatchObject({
      outcome: 'damaged',
      damage: 30,
      healthAfter: 70,
      influenceShare: 0.3,
    });
  });

  it('destroys an outpost whose health runs out, moving half the influence', () => {
    expect(resolveRaid(100, { ...shielded, health: 20 })).toMatchObject({
      outcome: 'destroyed',
      damage: 20,
      healthAfter: 0,
      influenceShare: 0.5,
    });
  });
});

describe('crew rules', () => {
  it('takes a tag of 3 to 5 letters or digits and a hex colour', () => {
    expect(crewInputSchema.parse({ name: 'Night Owls', tag: 'owl5', color: '#1E90FF' })).toEqual({
      name: 'Night Owls',
      tag: 'OWL5',
      color: '#1e90ff',
    });
    expect(crewInputSchema.safeParse({ name: 'Night Owls', tag: 'ow', color: '#1e90ff' }).success).toBe(
      false,
    );
    expect(crewInputSchema.safeParse({ name: 'Night Owls', tag: 'owlets', color: '#1e90ff' }).success).toBe(
      false,
    );
    expect(crewInputSchema.safeParse({ name: 'Night Owls', tag: 'owl', color: 'blue' }).success).toBe(false);
  });

  it('is active from 6 to 30 members', () => {
    expect([5, 6, 30, 31].map(isActiveCrew)).toEqual([false, true, true, false]);
  });
});
