import { z } from 'zod';
import { route, queryBoolean, queryFromArguments } from '../../core/index.js';
import {
  DeployOutpostDocument,
  DistrictContractsDocument,
  DistrictLeaderboardDocument,
  InstallOutpostModuleDocument,
  RaidDocument,
  TurfCellDocument,
} from '@platform/operations';
import {
  MutationInstallOutpostModuleArgsSchema,
  QueryDistrictContractsArgsSchema,
  QueryDistrictLeaderboardArgsSchema,
  QueryTurfCellArgsSchema,
  RaidInputSchema,
} from '@platform/subgraph-turf/validation';
import { bodyUserId } from '../owned-body.js';
import {
  cellRecord,
  contractRecord,
  leaderboardRecord,
  outpostRecord,
  raidRecord,
  toCellRecord,
  toLeaderboardRecord,
  toOutpostRecord,
} from '../turf-records.js';

// Shapes come from turf's SDL (codegen); turf checks GraphQL callers with the same rules.
const raidBody = RaidInputSchema();
const leaderboardArgs = QueryDistrictLeaderboardArgsSchema();
const moduleArgs = MutationInstallOutpostModuleArgsSchema();

export const turfRoutes = [
  route({
    method: 'get',
    path: '/api/v1/turf/cell/:h3Index',
    summary: 'Territory status of a gameplay cell',
    description:
      'districtId, influence per player (a map keyed by player uuid) and per crew, totals, the controlling crew (the strongest active crew), the outpost ' +
      "(with ownerHandle, the owner's platform account handle, null when the owner has none), " +
      'and the creatures still capturable there. Influence is decayed to now (48-hour half-life). 400 for anything but an H3 cell at H3_RESOLUTION_GAMEPLAY.',
    tag: 'Turf',
    auth: 'user',
    params: QueryTurfCellArgsSchema(),
    operation: TurfCellDocument,
    variables: ({ params }) => params,
    respond: ({ turfCell }) => toCellRecord(turfCell),
    response: cellRecord,
  }),
  route({
    method: 'get',
    path: '/api/v1/turf/district/:districtId/leaderboard',
    summary: 'Players and crews of a district ranked by influence',
    description:
      'A district is an H3 cell at GAME_DISTRICT_RESOLUTION (the districtId of a cell). limit 1-200, default 50; ties: the smaller id first. ' +
      "Each player carries handle, their platform account's handle, null for a player without a platform account (one an outside issuer's token names).",
    tag: 'Turf',
    auth: 'user',
    params: leaderboardArgs.pick({ districtId: true }),
    query: queryFromArguments(leaderboardArgs.pick({ limit: true }), queryBoolean),
    operation: DistrictLeaderboardDocument,
    variables: ({ params, query }) => ({ districtId: params.districtId, limit: query.limit }),
    respond: ({ districtLeaderboard }) => toLeaderboardRecord(districtLeaderboard),
    response: leaderboardRecord,
  }),
  route({
    method: 'get',
    path: '/api/v1/turf/district/:districtId/contracts',
    summary: "Today's open contracts of a district with your progress",
    description:
      'Five types (capture, survey, patrol, raid, defend), created daily by a job where people play, expiring 24 hours after issue.',
    tag: 'Contracts',
    auth: 'user',
    params: QueryDistrictContractsArgsSchema(),
    operation: DistrictContractsDocument,
    variables: ({ params }) => params,
    respond: ({ districtContracts }) => ({ contracts: districtContracts }),
    response: z.object({ contracts: z.array(contractRecord) }),
  }),
  route({
    method: 'post',
    path: '/api/v1/turf/raid',
    summary: 'Raid the outpost of a cell in or next to yours; resolved at once',
    description:
      "Damage = attackPower beyond the shield (5 defence per level), off the outpost's health as it is at that moment; the defender loses damage% of their influence in the cell to you " +
      '(half of it when the outpost is destroyed). A raid costs you 5 of your influence in the target cell, and you may raid a cell once every 5 minutes; concurrent raids apply one after the other. ' +
      '403 reasons: no_valid_position, out_of_range, own_outpost, insufficient_influence; 404 no outpost in the cell; 409 raid_cooldown.',
    tag: 'Turf',
    auth: 'user',
    body: raidBody,
    owner: bodyUserId,
    operation: RaidDocument,
    variables: ({ body }: { body: z.output<typeof raidBody> }) => ({ input: body }),
    respond: ({ turfPlayer }) => turfPlayer.raid,
    response: raidRecord,
    errors: [403, 404, 409],
  }),
  route({
    method: 'post',
    path: '/api/v1/turf/outposts',
    summary: 'Deploy an outpost in the cell you stand in',
    description:
      'One per cell (409 otherwise); needs a valid location in that cell (403 not_in_cell) and spends 20 of your influence there (403 insufficient_influence).',
    tag: 'Outposts',
    auth: 'user',
    body: z.object({ cell: QueryTurfCellArgsSchema().shape.h3Index }),
    operation: DeployOutpostDocument,
    variables: ({ body }) => body,
    respond: ({ turfPlayer }) => toOutpostRecord(turfPlayer.deployOutpost),
    status: 201,
    response: outpostRecord,
    errors: [403, 409],
  }),
  route({
    method: 'post',
    path: '/api/v1/turf/outposts/:outpostId/modules',
    summary: 'Buy the next level of a module (to 3); it works once built',
    description:
      'scanner (spawn rate), amplifier (+0.25 passive influence per level), shield (5 defence per level), beacon (recruiting radius). Owner and their crew. ' +
      "Level n costs 10 x n of your influence in the outpost's cell (403 insufficient_influence) and works after 10 x n minutes (upgrade.readyAt); " +
      'one build at a time (409 upgrade_in_progress); 409 at level 3.',
    tag: 'Outposts',
    auth: 'user',
    params: moduleArgs.pick({ outpostId: true }),
    body: moduleArgs.pick({ module: true }),
    operation: InstallOutpostModuleDocument,
    variables: ({ params, body }) => ({ outpostId: params.outpostId, module: body.module }),
    respond: ({ installOutpostModule }) => toOutpostRecord(installOutpostModule),
    response: outpostRecord,
    errors: [403, 404, 409],
  }),
];
