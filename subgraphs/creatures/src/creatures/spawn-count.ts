import { createHmac } from 'node:crypto';

/**
 * How many creatures one fingerprint spawns where the spawn rate is `multiplier` (an outpost's scanner:
 * 1 + 0.5 per level): the whole part always, one more with the chance of the fraction, decided by an
 * HMAC of the fingerprint's bytes under the server's key (as rarity is, so the extra creature cannot
 * be sought offline); the same fingerprint in the same cell always spawns the same number.
 */
export function spawnCount(multiplier: number, encoded: Uint8Array, key: string | Uint8Array): number {
  const whole = Math.max(1, Math.floor(multiplier));
  const fraction = Math.max(0, multiplier - whole);
  const draw =
    createHmac('sha256', key).update('spawn-count').update(encoded).digest().readUInt32BE(0) / 2 ** 32;
  return whole + (draw < fraction ? 1 : 0);
}
