/**
 * Events the creatures domain publishes on the platform bus. The turf domain listens (+10 influence
 * for a fingerprint, +5 for a capture).
 */
export const FINGERPRINT_ACCEPTED_TOPIC = 'creatures.fingerprint-accepted';
export const CREATURE_CAPTURED_TOPIC = 'creatures.creature-captured';

export interface FingerprintAccepted {
  playerId: string;
  fingerprintId: string;
  /** The gameplay cell the player stood in (their last validated position). */
  gameplayCell: string;
  at: string;
}

export interface CreatureCaptured {
  playerId: string;
  creatureId: string;
  gameplayCell: string;
  at: string;
}
