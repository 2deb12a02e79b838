import { requireIdentity, type RequestContext } from '@platform/auth';
import { parseInput } from '@platform/errors';
import type { RequiredPositions } from '@platform/game-kit';
import type { Creature } from '../entities/creature.entity.js';
import type { CreatureService } from '../services/creature.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { CaptureInputSchema, FingerprintInputSchema } from './__generated__/validation.js';

const playerOf = (context: RequestContext) => requireIdentity(context, 'game').subject;
const cellOf = (creature: Creature) => ({ h3Index: creature.gameplayCell });

/** GraphQL's explicit nulls of the optional parts (at any depth) become absent, as the domain's schema reads them. */
const withoutNulls = (input: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [
        key,
        value && typeof value === 'object' && !Array.isArray(value)
          ? withoutNulls(value as Record<string, unknown>)
          : value,
      ]),
  );

/**
 * Fingerprints and creatures on the graph. The located actions are fields of Player, run once the
 * gateway has fetched the player's last valid location from geo-safety (@requires).
 */
export function creatureResolvers(creatures: CreatureService, positions: RequiredPositions): Resolvers {
  return {
    Query: {
      myCreatures: (_source, { limit, offset }, context) =>
        creatures.collection(playerOf(context), { limit, offset }),
    },
    Mutation: {
      creaturesPlayer: (_source, _args, context) => ({ id: playerOf(context) }),
      eraseMyFingerprints: (_source, _args, context) => creatures.eraseFingerprints(playerOf(context)),
    },
    Player: {
      __resolveReference: (reference) => reference,
      // Player fields get no argument schema of their own (only root fields do): the input's generated schema checks them here.
      submitFingerprint: (player, { input }, context) => {
        const { userId, ...fingerprint } = parseInput(FingerprintInputSchema(), input);
        return positions.act(
          context,
          player,
          async (playerId) => {
            const receipt = await creatures.submitFingerprint(playerId, withoutNulls(fingerprint));
            return {
              fingerprintId: receipt.fingerprintId,
              encodedBytes: receipt.encodedBytes,
              cell: cellOf(receipt.creature),
              creature: receipt.creature,
            };
          },
          userId,
        );
      },
      captureCreature: (player, { input }, context) => {
        const { creatureId } = parseInput(CaptureInputSchema(), input);
        return positions.act(context, player, async (playerId) => {
          const creature = await creatures.capture(playerId, creatureId);
          return { creature, cell: cellOf(creature) };
        });
      },
    },
    Cell: {
      __resolveReference: (reference) => ({ h3Index: reference.h3Index }),
      wildCreatures: (cell) => creatures.spawnsInCell(cell.h3Index),
    },
    Creature: {
      cell: cellOf,
    },
  };
}
