import { createHash } from 'node:crypto';

/**
 * How many creatures one fingerprint spawns where the spawn rate is `multiplier` (an outpost's scanner:
 * 1 + 0.5 per level): the whole part always, one more with the chance of the fraction, decided by the
 * fingerprint's bytes so the same fingerprint in the same cell always spawns the same number.
 */
export function spawnCount(multiplier: number, encoded: Uint8Array): number {
  const whole = Math.max(1, Math.floor(multiplier));
  const fraction = Math.max(0, multiplier - whole);
  const draw = createHash('sha256').update(encoded).update('spawn-count').digest().readUInt32BE(0) / 2 ** 32;
  return whole + (draw < fraction ? 1 : 0);
}
