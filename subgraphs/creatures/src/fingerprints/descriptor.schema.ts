import { z } from 'zod';

/** The seven audio bands of the spectrum a phone reports the loudest of (20 Hz to 20 kHz). */
export const AUDIO_BANDS = [
  'sub_bass',
  'bass',
  'low_mid',
  'mid',
  'high_mid',
  'presence',
  'brilliance',
] as const;
export const TIMES_OF_DAY = ['night', 'morning', 'afternoon', 'evening'] as const;
export const DAY_TYPES = ['weekday', 'weekend'] as const;
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
/** The surfaces a scene is split into; their shares need not sum to 1 (the rest is unclassified). */
export const SURFACES = ['sky', 'vegetation', 'building', 'ground', 'water', 'road'] as const;
export const EDGE_BUCKETS = 8;

const unit = z.number().min(0).max(1);

/**
 * The richer part of a fingerprint (the game document's descriptor), sent with the flat fields: the palette's
 * weights (one per colorPalette entry, relative), saturation, an 8-bucket edge orientation histogram
 * (0°, 22.5°, ... 157.5°), the surface distribution, vertical bias and complexity, motion (level,
 * direction in degrees, periodicity) and spectral audio features, optional like their flat
 * counterparts, and locality buckets. The locality's H3 cell is the submission's h3Cell (resolution 7).
 */
export const descriptorSchema = z.object({
  visual: z.object({
    paletteWeights: z.array(unit).min(5).max(7),
    saturation: unit,
  }),
  geometry: z.object({
    edgeHistogram: z.array(unit).length(EDGE_BUCKETS),
    surfaces: z.object(
      Object.fromEntries(SURFACES.map((surface) => [surface, unit])) as Record<
        (typeof SURFACES)[number],
        typeof unit
      >,
    ),
    /** -1: all horizontal structure, 1: all vertical. */
    verticalBias: z.number().min(-1).max(1),
    complexity: unit,
  }),
  motion: z.object({ level: unit, direction: z.number().min(0).max(360), periodicity: unit }).optional(),
  audio: z
    .object({
      spectralCentroid: z.number().min(20).max(20000),
      harmonicRatio: unit,
      rhythmDensity: unit,
      loudness: unit,
      dominantBand: z.enum(AUDIO_BANDS),
    })
    .optional(),
  locality: z.object({
    timeOfDay: z.enum(TIMES_OF_DAY),
    dayType: z.enum(DAY_TYPES),
    season: z.enum(SEASONS).optional(),
  }),
});

export type Descriptor = z.infer<typeof descriptorSchema>;
