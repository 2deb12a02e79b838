import type { Descriptor } from '../fingerprints/descriptor.schema.js';
import type { CreatureTraits } from './creature-traits.js';

/** Share of the edges running horizontal or vertical (buckets 0° and 90°, with their neighbours half). */
function rightAngleShare(histogram: number[]): number {
  const total = histogram.reduce((sum, bucket) => sum + bucket, 0);
  if (total === 0) return 0;
  const [h, hh, , vv, v, vvv, , hhh] = histogram;
  return (h + v + (hh + vv + vvv + hhh) / 2) / total;
}

/**
 * The scene as the descriptor sees it: built places with straight edges grow crystalline creatures,
 * busy scenes fractal ones, water fluid and greenery organic ones; anything else is geometric.
 */
export function geometryOfDescriptor(d: Descriptor): CreatureTraits['geometry'] {
  const { surfaces, edgeHistogram, complexity } = d.geometry;
  if (surfaces.building >= 0.4 && rightAngleShare(edgeHistogram) >= 0.6) return 'Crystalline';
  if (complexity >= 0.7) return 'Fractal';
  if (surfaces.water >= 0.3) return 'Fluid';
  if (surfaces.vegetation >= 0.35) return 'Organic';
  return 'Geometric';
}

/** Strong movement bounces, a steady rhythm pulses, gentle movement spirals, a dense soundscape swarms. */
export function motionOfDescriptor(
  motion: NonNullable<Descriptor['motion']>,
  d: Descriptor,
): CreatureTraits['motion'] {
  if (motion.level >= 0.6) return 'Bounce';
  if (motion.periodicity >= 0.6) return 'Pulse';
  if (motion.level >= 0.25) return 'Spiral';
  return (d.audio?.rhythmDensity ?? 0) >= 0.7 ? 'Swarm' : 'Float';
}

/** Quiet places are ambient; tonal sound harmonic or melodic; rhythmic sound percussive; the rest noise. */
export function soundOfDescriptor(audio: NonNullable<Descriptor['audio']>): CreatureTraits['sound'] {
  if (audio.loudness < 0.15) return 'Ambient';
  if (audio.harmonicRatio >= 0.7) return 'Harmonic';
  if (audio.rhythmDensity >= 0.6) return 'Percussive';
  return audio.harmonicRatio >= 0.4 ? 'Melodic' : 'Noise';
}
