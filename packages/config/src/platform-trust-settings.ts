import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Whether each realm takes tokens signed by the platform's own provider (docs/identity/realms.md),
 * besides its own secret or outside provider. On by default; `false` leaves a realm to its own keys.
 */
export const platformTrustSettings = {
  TABS_TRUST_PLATFORM: bool.default(true),
  RESUME_TRUST_PLATFORM: bool.default(true),
  CARDS_TRUST_PLATFORM: bool.default(true),
  GAME_TRUST_PLATFORM: bool.default(true),
};
