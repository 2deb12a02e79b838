import { requireIdentity, type RequestContext } from '@platform/auth';
import type { GeoSafetyDomain } from '../domain.js';
import type { ValidatedPosition } from '../session/location-state-store.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * The Player and Cell entities as geo-safety contributes to them. A position is the player's own:
 * read for anyone else (another subgraph's reference, a crafted _entities call), it is null.
 */
export function playerResolvers(domain: GeoSafetyDomain): Resolvers {
  const { store, zones } = domain.services;
  // One store read per Player and request, whichever of its fields are asked for.
  const positions = new WeakMap<object, Promise<ValidatedPosition | null>>();
  const positionOf = (player: { id: string }, context: RequestContext): Promise<ValidatedPosition | null> => {
    if (requireIdentity(context, 'game').subject !== player.id) return Promise.resolve(null);
    let position = positions.get(player);
    if (!position) positions.set(player, (position = store.lastValidated(player.id)));
    return position;
  };
  return {
    Player: {
      __resolveReference: (reference) => ({ id: reference.id }),
      lastValidatedPosition: (player, _args, context) => positionOf(player, context),
      lastValidatedH3Cell: async (player, _args, context) =>
        (await positionOf(player, context))?.h3Cell ?? null,
      lastValidatedGameplayCell: async (player, _args, context) =>
        (await positionOf(player, context))?.gameplayCell ?? null,
      lastValidatedAt: async (player, _args, context) => {
        const position = await positionOf(player, context);
        return position ? new Date(position.at) : null;
      },
    },
    ValidatedPosition: {
      latitude: (position) => position.lat,
      longitude: (position) => position.lng,
      at: (position) => new Date(position.at),
      districtId: (position) => domain.districtOf(position.gameplayCell),
    },
    Cell: {
      __resolveReference: (reference) => ({ h3Index: reference.h3Index }),
      exclusionZones: (cell) => zones.index.inCell(cell.h3Index),
    },
  };
}
