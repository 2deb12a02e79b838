import { z } from 'zod';
import { getResolution, isValidCell } from 'h3-js';
import { descriptorSchema } from './descriptor.schema.js';

/** The locality resolution of a fingerprint's cell (an H3 cell at resolution 7, docs/products/game.md). */
export const FINGERPRINT_CELL_RESOLUTION = 7;

/**
 * Bounds of a fingerprint submission (docs/products/game.md): the palette has 5 to 7 colours; the
 * other ranges are what phone sensors report, normalised.
 */
export const FINGERPRINT_BOUNDS = {
  paletteColors: { min: 5, max: 7 },
  brightness: { min: 0, max: 1 },
  colorTemperature: { min: 1000, max: 12000 },
  planeCount: { min: 0, max: 64 },
  ambientLevel: { min: 0, max: 1 },
  frequency: { min: 20, max: 20000 },
  complexity: { min: 0, max: 1 },
  rotation: { min: -10, max: 10 },
  accelerationMagnitude: { min: 0, max: 50 },
} as const;

const B = FINGERPRINT_BOUNDS;
const channel = z.number().int().min(0).max(255);
const rgb = z.object({ r: channel, g: channel, b: channel });
const bounded = (range: { min: number; max: number }) => z.number().min(range.min).max(range.max);

export const fingerprintSchema = z
  .object({
    h3Cell: z
      .string()
      .refine(
        (cell) => isValidCell(cell) && getResolution(cell) === FINGERPRINT_CELL_RESOLUTION,
        `h3Cell must be an H3 cell at resolution ${FINGERPRINT_CELL_RESOLUTION}`,
      ),
    colorPalette: z.array(rgb).min(B.paletteColors.min).max(B.paletteColors.max),
    dominantColor: rgb,
    brightness: bounded(B.brightness),
    colorTemperature: bounded(B.colorTemperature),
    planeCount: z.number().int().min(B.planeCount.min).max(B.planeCount.max),
    /** Optional: a player may refuse the microphone. */
    audioFeatures: z
      .object({
        ambientLevel: bounded(B.ambientLevel),
        frequency: bounded(B.frequency),
        complexity: bounded(B.complexity),
      })
      .optional(),
    /** Optional: not every device has a gyroscope. */
    motionSignature: z
      .object({
        rotationX: bounded(B.rotation),
        rotationY: bounded(B.rotation),
        rotationZ: bounded(B.rotation),
        accelerationMagnitude: bounded(B.accelerationMagnitude),
      })
      .optional(),
    /** Optional: the full descriptor (descriptor.schema.ts); creature traits follow it where it is sent. */
    descriptor: descriptorSchema.optional(),
  })
  .refine((fp) => !fp.descriptor || fp.descriptor.visual.paletteWeights.length === fp.colorPalette.length, {
    message: 'descriptor.visual.paletteWeights must have one weight per colorPalette entry',
    path: ['descriptor', 'visual', 'paletteWeights'],
  });

export type Fingerprint = z.infer<typeof fingerprintSchema>;
export type Rgb = z.infer<typeof rgb>;
