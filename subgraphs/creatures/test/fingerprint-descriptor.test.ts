import { describe, it, expect } from '@jest/globals';
import { creatureOf, decodeFingerprint, encodeFingerprint, fingerprintSchema } from '../src/domain.js';
import { parkFingerprint } from './fingerprint-fixtures.js';

const KEY = 'descriptor-test-rarity-key-0123456789abcdef';
const DESCRIPTOR = {
  visual: { paletteWeights: [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.4], saturation: 0.55 },
  geometry: {
    edgeHistogram: [0.1, 0.2, 0.1, 0.1, 0.1, 0.2, 0.1, 0.1],
    surfaces: { sky: 0.2, vegetation: 0.5, building: 0.1, ground: 0.1, water: 0.05, road: 0.05 },
    verticalBias: -0.3,
    complexity: 0.5,
  },
  motion: { level: 0.1, direction: 123.4, periodicity: 0.8 },
  audio: {
    spectralCentroid: 3456,
    harmonicRatio: 0.2,
    rhythmDensity: 0.8,
    loudness: 0.5,
    dominantBand: 'presence' as const,
  },
  locality: { timeOfDay: 'morning' as const, dayType: 'weekend' as const, season: 'spring' as const },
};
const full = () => fingerprintSchema.parse({ ...parkFingerprint(), descriptor: DESCRIPTOR });

describe('the full descriptor in the binary form', () => {
  it('stays at or under 90 bytes at its largest and round-trips within one step', () => {
    const bytes = encodeFingerprint(full());
    expect(bytes[0]).toBe(2);
    expect(bytes.byteLength).toBeLessThanOrEqual(90);
    expect(bytes.byteLength).toBeGreaterThan(encodeFingerprint(parkFingerprint()).byteLength);
    const decoded = decodeFingerprint(bytes);
    const d = decoded.descriptor!;
    d.visual.paletteWeights.forEach((w, i) => expect(w).toBeCloseTo(DESCRIPTOR.visual.paletteWeights[i], 2));
    expect(d.geometry.verticalBias).toBeCloseTo(-0.3, 2);
    expect(d.motion!.direction).toBeCloseTo(123.4, 1);
    expect(d.audio!.spectralCentroid).toBeCloseTo(3456, 0);
    expect(d.audio!.dominantBand).toBe('presence');
    expect(d.locality).toEqual(DESCRIPTOR.locality);
    expect(encodeFingerprint(decoded)).toEqual(bytes);
  });

  it('keeps flat fingerprints at version 1 with the same bytes as before', () => {
    expect(encodeFingerprint(parkFingerprint())[0]).toBe(1);
    expect(decodeFingerprint(encodeFingerprint(parkFingerprint())).descriptor).toBeUndefined();
  });

  it('draws traits from the descriptor where it speaks', () => {
    const creature = creatureOf(full(), KEY);
    expect(creature).toMatchObject({ geometry: 'Organic', motion: 'Pulse', sound: 'Percussive' });
    // Dominant colour, then the heaviest (the seventh palette colour).
    const seventh = parkFingerprint().colorPalette[6];
    expect(creature.palette[1]).toEqual([seventh.r, seventh.g, seventh.b]);
  });

  it('refuses palette weights that do not match the palette', () => {
    const short = {
      ...DESCRIPTOR,
      visual: { ...DESCRIPTOR.visual, paletteWeights: [0.2, 0.2, 0.2, 0.2, 0.2] },
    };
    expect(fingerprintSchema.safeParse({ ...parkFingerprint(), descriptor: short }).success).toBe(false);
  });
});
