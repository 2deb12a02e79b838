import { createHmac } from 'node:crypto';

/**
 * The key of rarity and spawn rolls: GAME_RARITY_SECRET when set, else one derived from JWT_SECRET
 * (production refuses a weak or default JWT_SECRET, so the derived key is as secret as the tokens).
 * Derived under its own label, so the token secret itself never keys anything else.
 */
export function rarityKeyOf(config: {
  GAME_RARITY_SECRET?: string;
  JWT_SECRET: string;
}): string | Uint8Array {
  return (
    config.GAME_RARITY_SECRET ??
    createHmac('sha256', config.JWT_SECRET).update('location-game rarity key').digest()
  );
}
