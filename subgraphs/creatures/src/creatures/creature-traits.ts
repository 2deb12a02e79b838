import { createHash, createHmac } from 'node:crypto';
import type { Fingerprint } from '../fingerprints/fingerprint.schema.js';
import { encodeFingerprint } from '../fingerprints/fingerprint-codec.js';
import { geometryOfDescriptor, motionOfDescriptor, soundOfDescriptor } from './descriptor-traits.js';

export const GEOMETRIES = ['Crystalline', 'Organic', 'Geometric', 'Fluid', 'Fractal'] as const;
export const MOTIONS = ['Float', 'Pulse', 'Spiral', 'Bounce', 'Swarm'] as const;
export const SOUNDS = ['Ambient', 'Melodic', 'Percussive', 'Harmonic', 'Noise'] as const;
export const RARITIES = ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'] as const;

export interface CreatureTraits {
  /** 16 hex digits of the fingerprint's hash: the same place, light and sound give the same species. */
  species: string;
  geometry: (typeof GEOMETRIES)[number];
  motion: (typeof MOTIONS)[number];
  sound: (typeof SOUNDS)[number];
  rarity: (typeof RARITIES)[number];
  /** The fingerprint's palette as RGB arrays, dominant colour first (then by the descriptor's weights, heaviest first). */
  palette: Array<[number, number, number]>;
}

/** Cumulative odds of each rarity, Common to Legendary: 55 %, 25 %, 13 %, 6 %, 1 %. */
const RARITY_ODDS = [0.55, 0.8, 0.93, 0.99, 1];

/** How varied the palette is: mean distance of each colour from the palette's mean colour (0 to about 221). */
function paletteSpread(fp: Fingerprint): number {
  const n = fp.colorPalette.length;
  const mean = fp.colorPalette.reduce(
    (sum, c) => ({ r: sum.r + c.r / n, g: sum.g + c.g / n, b: sum.b + c.b / n }),
    { r: 0, g: 0, b: 0 },
  );
  return fp.colorPalette.reduce(
    (sum, c) => sum + Math.hypot(c.r - mean.r, c.g - mean.g, c.b - mean.b) / n,
    0,
  );
}

/** Built places (many planes) grow angular creatures; varied colour fractal ones; warm light organic ones. */
function geometryOf(fp: Fingerprint): CreatureTraits['geometry'] {
  if (fp.planeCount >= 12) return 'Crystalline';
  if (fp.planeCount >= 6) return 'Geometric';
  if (paletteSpread(fp) >= 80) return 'Fractal';
  return fp.colorTemperature < 4500 ? 'Organic' : 'Fluid';
}

/** A still phone makes a floating creature; shaking makes it bounce, turning makes it spiral. */
function motionOf(fp: Fingerprint): CreatureTraits['motion'] {
  const m = fp.motionSignature;
  if (!m) return 'Float';
  if (m.accelerationMagnitude >= 15) return 'Bounce';
  if (Math.hypot(m.rotationX, m.rotationY, m.rotationZ) >= 3) return 'Spiral';
  if (m.accelerationMagnitude >= 5) return 'Pulse';
  return (fp.audioFeatures?.complexity ?? 0) >= 0.7 ? 'Swarm' : 'Float';
}

/** Busy sound is noise, low sound percussion, quiet places ambient, pure tones harmonic. */
function soundOf(fp: Fingerprint): CreatureTraits['sound'] {
  const a = fp.audioFeatures;
  if (!a || a.ambientLevel < 0.2) return 'Ambient';
  if (a.complexity >= 0.75) return 'Noise';
  if (a.frequency < 200) return 'Percussive';
  return a.complexity < 0.35 ? 'Harmonic' : 'Melodic';
}

/**
 * The creature a fingerprint yields, always the same for the same fingerprint on one deployment:
 * geometry, motion and sound follow the scene; species comes from a SHA-256 of the canonical encoding
 * (so two fingerprints equal after quantisation give the same species). Rarity comes from an HMAC of
 * that encoding under the server's `rarityKey` (GAME_RARITY_SECRET): without the key nobody can try
 * sensor values offline until one rolls Legendary; each try is a real submission, one per cell an hour.
 */
/** The palette, the descriptor's heaviest colours first where it weighs them (a stable sort keeps ties in order). */
function weightedPalette(fp: Fingerprint) {
  const weights = fp.descriptor?.visual.paletteWeights;
  if (!weights) return fp.colorPalette;
  return fp.colorPalette
    .map((color, index) => ({ color, weight: weights[index] ?? 0 }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ color }) => color);
}

export function creatureOf(fp: Fingerprint, rarityKey: string | Uint8Array): CreatureTraits {
  const encoded = encodeFingerprint(fp);
  const digest = createHash('sha256').update(encoded).digest();
  const roll =
    createHmac('sha256', rarityKey).update('rarity').update(encoded).digest().readUInt32BE(0) / 2 ** 32;
  return {
    species: digest.subarray(0, 8).toString('hex'),
    // The full descriptor decides each trait it describes; the flat fields decide the rest.
    geometry: fp.descriptor ? geometryOfDescriptor(fp.descriptor) : geometryOf(fp),
    motion: fp.descriptor?.motion ? motionOfDescriptor(fp.descriptor.motion, fp.descriptor) : motionOf(fp),
    sound: fp.descriptor?.audio ? soundOfDescriptor(fp.descriptor.audio) : soundOf(fp),
    rarity: RARITIES[RARITY_ODDS.findIndex((odds) => roll < odds)],
    palette: [fp.dominantColor, ...weightedPalette(fp)].map(
      (c) => [c.r, c.g, c.b] as [number, number, number],
    ),
  };
}
