import { describe, expect, it } from '@jest/globals';
import {
  creatureOf as creatureUnder,
  decodeFingerprint,
  encodeFingerprint,
  fingerprintSchema,
  MAX_ENCODED_BYTES,
} from '../src/domain.js';
import { parkFingerprint, PARK_CELL } from './fingerprint-fixtures.js';

const issues = (input: unknown) => {
  const result = fingerprintSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('fingerprint bounds', () => {
  it('accepts 5 to 7 palette colours and refuses 4 and 8', () => {
    const palette = parkFingerprint().colorPalette;
    expect(issues(parkFingerprint({ colorPalette: palette.slice(0, 5) }))).toEqual([]);
    expect(issues(parkFingerprint({ colorPalette: palette.slice(0, 4) }))).toEqual(['colorPalette']);
    expect(issues(parkFingerprint({ colorPalette: [...palette, palette[0]] }))).toEqual(['colorPalette']);
  });

  it('refuses values outside their ranges and colour channels that are not bytes', () => {
    expect(issues(parkFingerprint({ brightness: 1.5 }))).toEqual(['brightness']);
    expect(issues(parkFingerprint({ colorTemperature: 500 }))).toEqual(['colorTemperature']);
    expect(issues(parkFingerprint({ planeCount: 2.5 }))).toEqual(['planeCount']);
    expect(issues(parkFingerprint({ dominantColor: { r: 256, g: 0, b: 0 } }))).toEqual(['dominantColor.r']);
    expect(
      issues(parkFingerprint({ audioFeatures: { ambientLevel: 0.5, frequency: 5, complexity: 0.5 } })),
    ).toEqual(['audioFeatures.frequency']);
    expect(
      issues(
        parkFingerprint({
          motionSignature: { rotationX: 11, rotationY: 0, rotationZ: 0, accelerationMagnitude: 1 },
        }),
      ),
    ).toEqual(['motionSignature.rotationX']);
  });

  it('wants an H3 cell at resolution 7', () => {
    expect(issues(parkFingerprint({ h3Cell: 'not-a-cell' }))).toEqual(['h3Cell']);
    expect(issues(parkFingerprint({ h3Cell: '891f1d48987ffff' }))).toEqual(['h3Cell']);
  });

  it('lets audio and motion be left out', () => {
    expect(issues(parkFingerprint({ audioFeatures: undefined, motionSignature: undefined }))).toEqual([]);
  });
});

describe('binary encoding', () => {
  it('stays far under 400 bytes at its largest', () => {
    const bytes = encodeFingerprint(parkFingerprint());
    expect(bytes.byteLength).toBe(54);
    expect(bytes.byteLength).toBeLessThan(MAX_ENCODED_BYTES);
    expect(
      encodeFingerprint(
        parkFingerprint({
          audioFeatures: undefined,
          motionSignature: undefined,
          colorPalette: parkFingerprint().colorPalette.slice(0, 5),
        }),
      ).byteLength,
    ).toBe(34);
  });

  it('round-trips: exact cell and colours, numbers within one quantisation step, and the same bytes again', () => {
    const original = parkFingerprint();
    const decoded = decodeFingerprint(encodeFingerprint(original));
    expect(decoded.h3Cell).toBe(PARK_CELL);
    expect(decoded.colorPalette).toEqual(original.colorPalette);
    expect(decoded.dominantColor).toEqual(original.dominantColor);
    expect(decoded.planeCount).toBe(3);
    expect(decoded.brightness).toBeCloseTo(0.42, 4);
    expect(Math.abs(decoded.colorTemperature - 3800)).toBeLessThan(0.1);
    expect(Math.abs(decoded.audioFeatures!.frequency - 880.5)).toBeLessThan(0.31);
    expect(decoded.motionSignature!.rotationY).toBeCloseTo(-0.4, 3);
    expect(decoded.motionSignature!.accelerationMagnitude).toBeCloseTo(1.2, 3);
    expect(encodeFingerprint(decoded)).toEqual(encodeFingerprint(original));
    expect(
      decodeFingerprint(encodeFingerprint(parkFingerprint({ audioFeatures: undefined }))).audioFeatures,
    ).toBeUndefined();
  });

  it('refuses bytes of an unknown version or with trailing bytes', () => {
    const bytes = encodeFingerprint(parkFingerprint());
    expect(() => decodeFingerprint(Uint8Array.from([9, ...bytes.subarray(1)]))).toThrow(
      'Unknown fingerprint encoding version 9',
    );
    expect(() => decodeFingerprint(Uint8Array.from([...bytes, 0]))).toThrow('trailing bytes');
  });
});

const KEY = 'a-rarity-key-for-these-tests-only-0123456789';
const creatureOf = (fp: Parameters<typeof creatureUnder>[0]) => creatureUnder(fp, KEY);

describe('creature generation', () => {
  it('gives the same creature for the same fingerprint, and another species for another place', () => {
    expect(creatureOf(parkFingerprint())).toEqual(creatureOf(parkFingerprint()));
    expect(creatureOf(parkFingerprint({ brightness: 0.9 })).species).not.toBe(
      creatureOf(parkFingerprint()).species,
    );
  });

  it('draws geometry, motion and sound from the scene, and the palette from its colours', () => {
    const park = creatureOf(parkFingerprint());
    expect(park).toMatchObject({ geometry: 'Fractal', motion: 'Float', sound: 'Melodic' });
    expect(park.palette[0]).toEqual([34, 139, 34]);
    expect(park.palette).toHaveLength(8);
    const office = creatureOf(
      parkFingerprint({
        planeCount: 20,
        motionSignature: { rotationX: 3, rotationY: 1, rotationZ: 0, accelerationMagnitude: 2 },
        audioFeatures: { ambientLevel: 0.8, frequency: 120, complexity: 0.5 },
      }),
    );
    expect(office).toMatchObject({ geometry: 'Crystalline', motion: 'Spiral', sound: 'Percussive' });
    expect(
      creatureOf(parkFingerprint({ audioFeatures: undefined, motionSignature: undefined })),
    ).toMatchObject({ motion: 'Float', sound: 'Ambient' });
  });

  it('rolls rarity under the server key: the same sensor values give unrelated rarities under another key', () => {
    const fingerprints = Array.from({ length: 200 }, (_, i) => parkFingerprint({ brightness: i / 200 }));
    const under = (key: string) => fingerprints.map((fp) => creatureUnder(fp, key).rarity);
    const mine = under(KEY);
    expect(under(KEY)).toEqual(mine); // one deployment: the same fingerprint, the same creature
    for (const other of [
      'another-deployment-key-0123456789abcdef',
      'yet-another-deployment-key-0123456789',
    ]) {
      const theirs = under(other);
      const agreeing = theirs.filter((rarity, i) => rarity === mine[i]).length;
      // Two independent rolls agree by chance about 40 % of the time (0.55² + 0.25² + ...); a keyless roll would agree always.
      expect(agreeing).toBeLessThan(120);
      expect(fingerprints.map((fp) => creatureUnder(fp, other).species)).toEqual(
        fingerprints.map((fp) => creatureOf(fp).species),
      );
    }
  });

  it('spreads rarity roughly by its odds over many fingerprints, Common most and Legendary least', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 2000; i++) {
      const { rarity } = creatureOf(parkFingerprint({ brightness: i / 2000 }));
      counts[rarity] = (counts[rarity] ?? 0) + 1;
    }
    expect(counts.Common).toBeGreaterThan(900);
    expect(counts.Common).toBeLessThan(1300);
    expect(counts.Uncommon).toBeGreaterThan(counts.Rare);
    expect(counts.Rare).toBeGreaterThan(counts.Epic);
    expect(counts.Epic).toBeGreaterThan(counts.Legendary ?? 0);
  });
});
