import { z } from 'zod';
import { NotFound } from '@platform/errors';
import { route } from '../../core/index.js';
import {
  CreateCrewDocument,
  CrewDocument,
  JoinCrewDocument,
  LeaveCrewDocument,
  MyCrewDocument,
  RecruitingCrewsDocument,
  SetCrewRoleDocument,
} from '@platform/operations';
import {
  CrewInputSchema,
  MutationJoinCrewArgsSchema,
  MutationSetCrewRoleArgsSchema,
  QueryCrewArgsSchema,
  QueryRecruitingCrewsArgsSchema,
} from '@platform/subgraph-turf/validation';
import { crewRecord, recruitingCrewRecord, toCrewRecord } from '../turf-records.js';

const roleArgs = MutationSetCrewRoleArgsSchema();

export const crewRoutes = [
  route({
    method: 'post',
    path: '/api/v1/turf/crews',
    summary: 'Found a crew (you lead it)',
    description:
      'name 3-40 characters, tag 3-5 letters or digits (stored upper-case), color a hex colour such as #1e90ff. 409: name or tag taken, or you are in a crew.',
    tag: 'Crews',
    auth: 'user',
    body: CrewInputSchema(),
    operation: CreateCrewDocument,
    variables: ({ body }) => ({ input: body }),
    respond: ({ createCrew }) => toCrewRecord(createCrew),
    status: 201,
    response: crewRecord,
    errors: [409],
  }),
  route({
    method: 'get',
    path: '/api/v1/turf/me/crew',
    summary: 'Your crew (404 when in none)',
    tag: 'Crews',
    auth: 'user',
    operation: MyCrewDocument,
    respond: ({ myCrew }) => {
      if (!myCrew) throw new NotFound('Crew membership');
      return toCrewRecord(myCrew);
    },
    response: crewRecord,
    errors: [404],
  }),
  // Before /crews/:id, which would take "recruiting" for an id.
  route({
    method: 'get',
    path: '/api/v1/turf/crews/recruiting',
    summary: 'Crews recruiting in a cell (outpost beacons)',
    description:
      'cell: a gameplay cell (resolution 9), usually the one you stand in. Lists the crews with room whose outposts carry a beacon ' +
      'reaching the cell (level n reaches n cells), nearest first; join one with POST /api/v1/turf/crews/{crewId}/join.',
    tag: 'Crews',
    auth: 'user',
    query: QueryRecruitingCrewsArgsSchema(),
    operation: RecruitingCrewsDocument,
    variables: ({ query }) => query,
    respond: ({ recruitingCrews }) => ({
      crews: recruitingCrews.map((entry) => ({ ...entry, crew: toCrewRecord(entry.crew) })),
    }),
    response: z.object({ crews: z.array(recruitingCrewRecord) }),
  }),
  route({
    method: 'get',
    path: '/api/v1/turf/crews/:id',
    summary: 'A crew with its members and roles',
    description:
      "Each member carries handle, their platform account's handle, null for a player without a platform account.",
    tag: 'Crews',
    auth: 'user',
    params: QueryCrewArgsSchema(),
    operation: CrewDocument,
    variables: ({ params }) => params,
    respond: ({ crew }) => toCrewRecord(crew),
    response: crewRecord,
    errors: [404],
  }),
  route({
    method: 'post',
    path: '/api/v1/turf/crews/:crewId/join',
    summary: 'Join a crew as a member',
    description: '409: you are in a crew already, or it has 30 players.',
    tag: 'Crews',
    auth: 'user',
    params: MutationJoinCrewArgsSchema(),
    operation: JoinCrewDocument,
    variables: ({ params }) => params,
    respond: ({ joinCrew }) => toCrewRecord(joinCrew),
    response: crewRecord,
    errors: [404, 409],
  }),
  route({
    method: 'post',
    path: '/api/v1/turf/crews/leave',
    summary: 'Leave your crew',
    description:
      'A leader hands over to the longest-serving officer, else member; the last one out disbands the crew.',
    tag: 'Crews',
    auth: 'user',
    operation: LeaveCrewDocument,
    respond: ({ leaveCrew }) => leaveCrew,
    response: z.object({ disbanded: z.boolean() }),
    errors: [404],
  }),
  route({
    method: 'put',
    path: '/api/v1/turf/crews/members/:playerId/role',
    summary: "Set a member's role (leader only)",
    description:
      'role leader, officer or member; naming another leader hands over the lead (you become an officer). 403 unless you lead the crew.',
    tag: 'Crews',
    auth: 'user',
    params: roleArgs.pick({ playerId: true }),
    body: roleArgs.pick({ role: true }),
    operation: SetCrewRoleDocument,
    variables: ({ params, body }) => ({ playerId: params.playerId, role: body.role }),
    respond: ({ setCrewRole }) => toCrewRecord(setCrewRole),
    response: crewRecord,
    errors: [403, 404],
  }),
];
