import {
  AUDIO_BANDS,
  DAY_TYPES,
  EDGE_BUCKETS,
  SEASONS,
  SURFACES,
  TIMES_OF_DAY,
  type Descriptor,
} from './descriptor.schema.js';

const HAS_MOTION = 1;
const HAS_AUDIO = 2;
const HAS_SEASON = 4;
const CENTROID = { min: 20, max: 20000 };

/** A share of [0, 1] as one byte (about 0.4 % steps): plenty for traits, and the encoding stays small. */
const toU8 = (value: number) => Math.round(value * 255);
const fromU8 = (step: number) => step / 255;

/** Bytes the descriptor adds to the fingerprint's encoding (at most 36). */
export function descriptorSize(d: Descriptor): number {
  return (
    1 +
    d.visual.paletteWeights.length +
    1 +
    EDGE_BUCKETS +
    SURFACES.length +
    2 +
    (d.motion ? 4 : 0) +
    (d.audio ? 6 : 0) +
    1
  );
}

/**
 * Writes the descriptor at `at` (after the flat fields, fingerprint-codec.ts): a flags byte, one byte
 * per palette weight, saturation, the 8 edge buckets, the 6 surfaces, vertical bias (signed) and
 * complexity, then motion and audio when present, and the locality buckets packed in one byte.
 */
export function writeDescriptor(view: DataView, start: number, d: Descriptor): number {
  let at = start;
  const u8 = (value: number) => view.setUint8(at++, value);
  u8((d.motion ? HAS_MOTION : 0) | (d.audio ? HAS_AUDIO : 0) | (d.locality.season ? HAS_SEASON : 0));
  d.visual.paletteWeights.forEach((weight) => u8(toU8(weight)));
  u8(toU8(d.visual.saturation));
  d.geometry.edgeHistogram.forEach((bucket) => u8(toU8(bucket)));
  SURFACES.forEach((surface) => u8(toU8(d.geometry.surfaces[surface])));
  view.setInt8(at++, Math.round(d.geometry.verticalBias * 127));
  u8(toU8(d.geometry.complexity));
  if (d.motion) {
    u8(toU8(d.motion.level));
    view.setUint16(at, Math.round((d.motion.direction / 360) * 65535));
    at += 2;
    u8(toU8(d.motion.periodicity));
  }
  if (d.audio) {
    view.setUint16(
      at,
      Math.round(((d.audio.spectralCentroid - CENTROID.min) / (CENTROID.max - CENTROID.min)) * 65535),
    );
    at += 2;
    u8(toU8(d.audio.harmonicRatio));
    u8(toU8(d.audio.rhythmDensity));
    u8(toU8(d.audio.loudness));
    u8(AUDIO_BANDS.indexOf(d.audio.dominantBand));
  }
  const { timeOfDay, dayType, season } = d.locality;
  u8(
    TIMES_OF_DAY.indexOf(timeOfDay) |
      (DAY_TYPES.indexOf(dayType) << 2) |
      ((season ? SEASONS.indexOf(season) : 0) << 3),
  );
  return at;
}

/** Reads what writeDescriptor wrote for a palette of `colors`; answers the descriptor and where it ended. */
export function readDescriptor(
  view: DataView,
  start: number,
  colors: number,
): { descriptor: Descriptor; at: number } {
  let at = start;
  const u8 = () => view.getUint8(at++);
  const flags = u8();
  const paletteWeights = Array.from({ length: colors }, () => fromU8(u8()));
  const saturation = fromU8(u8());
  const edgeHistogram = Array.from({ length: EDGE_BUCKETS }, () => fromU8(u8()));
  const surfaces = Object.fromEntries(
    SURFACES.map((surface) => [surface, fromU8(u8())]),
  ) as Descriptor['geometry']['surfaces'];
  const verticalBias = view.getInt8(at++) / 127;
  const complexity = fromU8(u8());
  const descriptor: Descriptor = {
    visual: { paletteWeights, saturation },
    geometry: { edgeHistogram, surfaces, verticalBias, complexity },
    locality: { timeOfDay: 'night', dayType: 'weekday' },
  };
  if (flags & HAS_MOTION) {
    const level = fromU8(u8());
    const direction = (view.getUint16(at) / 65535) * 360;
    at += 2;
    descriptor.motion = { level, direction, periodicity: fromU8(u8()) };
  }
  if (flags & HAS_AUDIO) {
    const spectralCentroid = CENTROID.min + (view.getUint16(at) / 65535) * (CENTROID.max - CENTROID.min);
    at += 2;
    descriptor.audio = {
      spectralCentroid,
      harmonicRatio: fromU8(u8()),
      rhythmDensity: fromU8(u8()),
      loudness: fromU8(u8()),
      dominantBand: AUDIO_BANDS[u8()] ?? 'mid',
    };
  }
  const packed = u8();
  descriptor.locality = {
    timeOfDay: TIMES_OF_DAY[packed & 3],
    dayType: DAY_TYPES[(packed >> 2) & 1],
    ...(flags & HAS_SEASON ? { season: SEASONS[(packed >> 3) & 3] } : {}),
  };
  return { descriptor, at };
}
