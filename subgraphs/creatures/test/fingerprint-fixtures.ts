import { latLngToCell } from 'h3-js';
import type { FingerprintInput } from '../src/domain.js';

export const PARK = { lat: 52.515, lng: 13.39 };
export const PARK_CELL = latLngToCell(PARK.lat, PARK.lng, 7);

/** A plausible fingerprint of a park at dusk, every optional part present and the palette at its largest. */
export function parkFingerprint(overrides: Partial<FingerprintInput> = {}): FingerprintInput {
  return {
    h3Cell: PARK_CELL,
    colorPalette: [
      { r: 34, g: 139, b: 34 },
      { r: 107, g: 142, b: 35 },
      { r: 135, g: 206, b: 235 },
      { r: 139, g: 69, b: 19 },
      { r: 255, g: 215, b: 0 },
      { r: 47, g: 79, b: 79 },
      { r: 240, g: 248, b: 255 },
    ],
    dominantColor: { r: 34, g: 139, b: 34 },
    brightness: 0.42,
    colorTemperature: 3800,
    planeCount: 3,
    audioFeatures: { ambientLevel: 0.35, frequency: 880.5, complexity: 0.5 },
    motionSignature: { rotationX: 0.12, rotationY: -0.4, rotationZ: 0.05, accelerationMagnitude: 1.2 },
    ...overrides,
  };
}
