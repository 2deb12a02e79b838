import { requireIdentity } from '@platform/auth';
import { Forbidden } from '@platform/errors';
import type { GeoSafetyDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * Validation, the caller's history and nearby zones. The player is always the token's subject; a
 * request naming another player (the REST body's userId) is refused, never served for them.
 */
export function locationResolvers(domain: GeoSafetyDomain, now: () => Date): Resolvers {
  const { validation, audit, auditWriter, zones } = domain.services;
  return {
    Query: {
      myLastValidatedPosition: (_parent, _args, context) =>
        domain.services.store.lastValidated(requireIdentity(context, 'game').subject),
      myLocationStanding: (_parent, _args, context) =>
        domain.services.strikes.standing(requireIdentity(context, 'game').subject, now()),
      myLocationHistory: async (_parent, { limit }, context) => {
        const playerId = requireIdentity(context, 'game').subject;
        // The caller's own validations answered so far are in its history, even those still queued for the next batch.
        await auditWriter?.flush();
        return audit.recent(playerId, limit);
      },
      exclusionZonesNear: (_parent, { latitude, longitude, radiusMeters }, context) => {
        requireIdentity(context, 'game');
        return zones.index.near(latitude, longitude, radiusMeters).map(({ zone }) => zone);
      },
    },
    Mutation: {
      validateLocation: async (_parent, { input }, context) => {
        const playerId = requireIdentity(context, 'game').subject;
        if (input.userId && input.userId !== playerId)
          throw new Forbidden('userId must be the player of the token', { reason: 'user_mismatch' });
        const result = await validation.validate(playerId, {
          sessionId: input.sessionId,
          latitude: input.latitude,
          longitude: input.longitude,
          accuracy: input.accuracy,
          timestamp: input.timestamp,
          platform: input.platform,
        });
        return { ...result, lockedUntil: result.lockedUntil ?? null };
      },
      eraseMyLocationHistory: (_parent, _args, context) =>
        domain.services.erasure.erase(requireIdentity(context, 'game').subject),
    },
    LocationAuditEntry: {
      checks: (entry) => (entry.checks ?? {}) as Record<string, unknown>,
    },
    ExclusionZone: {
      geometry: (zone) => zone.geometry as unknown as Record<string, unknown>,
    },
  };
}
