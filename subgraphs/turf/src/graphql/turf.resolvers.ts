import { requireIdentity, type RequestContext } from '@platform/auth';
import { DomainError, parseInput } from '@platform/errors';
import { advanceTestClock } from '@platform/subgraph-kit';
import type { RequiredPositions } from '@platform/game-kit';
import type { EventBus } from '@platform/pubsub';
import type { TurfDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { cellView } from './cell-view.js';
import { RaidInputSchema } from './__generated__/validation.js';

const playerOf = (context: RequestContext) => requireIdentity(context, 'game').subject;

/** A player's platform account as an entity reference: the player id is the account id (the game token's sub). */
const accountOf = (playerId: string) => ({ id: playerId });

export interface TurfResolverDeps {
  services: TurfDomain['services'];
  runHourlyWork: TurfDomain['runHourlyWork'];
  positions: RequiredPositions;
  bus: EventBus;
  now: () => Date;
  /** GAME_TEST_CLOCK: advanceTestClock works (never in production). */
  testClock: boolean;
}

/**
 * Turf on the graph: thin calls into the services. Raids and outpost deployment are fields of
 * Player, run once the gateway fetched the player's last valid location from geo-safety (@requires).
 */
export function turfResolvers({
  services,
  runHourlyWork,
  positions,
  bus,
  now,
  testClock,
}: TurfResolverDeps): Resolvers {
  const { territory, crews, contracts, outposts, raids, beacons } = services;
  return {
    Query: {
      turfCell: (_source, { h3Index }, context) => (playerOf(context), cellView(territory, h3Index)),
      districtLeaderboard: (_source, { districtId, limit }, context) => (
        playerOf(context),
        territory.leaderboard(districtId, limit)
      ),
      districtContracts: (_source, { districtId }, context) => contracts.open(districtId, playerOf(context)),
      crew: (_source, { id }, context) => (playerOf(context), crews.view(id)),
      myCrew: async (_source, _args, context) => {
        const crewId = await crews.crewOf(playerOf(context));
        return crewId ? crews.view(crewId) : null;
      },
      recruitingCrews: (_source, { cell }, context) => (playerOf(context), beacons.recruitingNear(cell)),
    },
    Mutation: {
      turfPlayer: (_source, _args, context) => ({ id: playerOf(context) }),
      createCrew: (_source, { input }, context) => crews.create(playerOf(context), input),
      joinCrew: (_source, { crewId }, context) => crews.join(playerOf(context), crewId),
      leaveCrew: (_source, _args, context) => crews.leave(playerOf(context)),
      setCrewRole: (_source, { playerId, role }, context) => crews.setRole(playerOf(context), playerId, role),
      installOutpostModule: (_source, { outpostId, module }, context) =>
        outposts.installModule(playerOf(context), outpostId, module),
      advanceTestClock: async (_source, { seconds }, context) => {
        playerOf(context);
        if (!testClock) throw new DomainError('FORBIDDEN', 'The test clock is off (GAME_TEST_CLOCK)');
        const at = await advanceTestClock(bus, now, seconds * 1000);
        await runHourlyWork();
        return at;
      },
    },
    Player: {
      __resolveReference: (reference) => reference,
      // Player fields get no argument schema of their own (only root fields do): the input's generated schema checks it here.
      raid: (player, { input }, context) => {
        const { targetCellH3, attackPower, userId } = parseInput(RaidInputSchema(), input);
        return positions.act(
          context,
          player,
          (playerId) => raids.raid(playerId, targetCellH3, attackPower),
          userId,
        );
      },
      deployOutpost: (player, { cell }, context) =>
        positions.act(context, player, (playerId) => outposts.deploy(playerId, cell)),
    },
    Cell: {
      __resolveReference: (reference) => cellView(territory, reference.h3Index),
    },
    // References only: the gateway asks the accounts subgraph for every account of one answer in one fetch.
    PlayerRank: { account: (rank) => accountOf(rank.playerId) },
    CrewMember: { account: (member) => accountOf(member.playerId) },
    Outpost: { owner: (outpost) => accountOf(outpost.ownerId) },
    Crew: {
      __resolveReference: (reference) => crews.view(reference.id),
    },
  };
}
