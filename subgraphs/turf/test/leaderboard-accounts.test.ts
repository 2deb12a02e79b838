import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ApolloGateway, LocalGraphQLDataSource, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import { cellToParent } from 'h3-js';
import type { RequestContext } from '@platform/auth';
import { RequiredPositions } from '@platform/game-kit';
import { buildSchema, DateTime, JSONObject, type SubgraphParts } from '@platform/subgraph-kit';
import { turfResolvers } from '../src/graphql/turf.resolvers.js';
import { turfSubgraph } from '../src/subgraph.js';
import { freshCell, startTurf, type TurfHarness } from './turf-harness.js';

// The committed supergraph's query plan for handles beside player ids: turf answers the ranks or the
// members, and the gateway hands every player's Account reference to the accounts subgraph in one
// fetch per list (no N+1).
// Turf runs for real on its harness storage; the accounts subgraph is a stand-in with the Account
// entity's shape that counts what it is asked, and knows only the players given an account.
const SUPERGRAPH = readFileSync(new URL('../../../schema/supergraph.graphql', import.meta.url), 'utf8');

const ACCOUNTS_SDL = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Account @key(fields: "id") { id: ID! handle: String! displayName: String }
  type Query { accountByHandle(handle: String!): Account }
`);

const LEADERBOARD = `
  query Board($districtId: String!, $limit: Int!) {
    districtLeaderboard(districtId: $districtId, limit: $limit) {
      players { rank playerId influence account { handle } }
    }
  }
`;

const gameCaller = (subject: string): RequestContext => ({
  requestId: randomUUID(),
  internal: false,
  identity: {
    realm: 'game',
    subject,
    scopes: [],
    tier: null,
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    extras: {},
  },
});

let harness: TurfHarness;
let server: ApolloServer<RequestContext>;
const handles = new Map<string, string>();
const fetches: Record<string, number> = {};
const representationsPerFetch: number[] = [];

beforeAll(async () => {
  harness = await startTurf();
  const resolvers = turfResolvers({
    services: harness.turf.services,
    runHourlyWork: harness.turf.runHourlyWork,
    positions: new RequiredPositions(),
    bus: harness.bus,
    now: harness.clock.now,
    testClock: false,
  });
  const turfSchema = buildSchema(turfSubgraph, {
    DateTime,
    JSONObject,
    ...(resolvers as SubgraphParts['resolvers']),
  });
  const accountsSchema = buildSubgraphSchema({
    typeDefs: ACCOUNTS_SDL,
    resolvers: {
      Account: {
        __resolveReference: ({ id }: { id: string }) => {
          const handle = handles.get(id);
          return handle ? { id, handle, displayName: null } : null;
        },
      },
    },
  });
  const counted = (
    name: string,
    source: GraphQLDataSource<RequestContext>,
  ): GraphQLDataSource<RequestContext> => ({
    process: (options) => {
      fetches[name] = (fetches[name] ?? 0) + 1;
      const representations = options.request.variables?.representations;
      if (name === 'accounts' && Array.isArray(representations))
        representationsPerFetch.push(representations.length);
      return source.process(options);
    },
  });
  const gateway = new ApolloGateway({
    supergraphSdl: SUPERGRAPH,
    buildService: ({ name }) => {
      if (name === 'turf') return counted(name, new LocalGraphQLDataSource(turfSchema));
      if (name === 'accounts') return counted(name, new LocalGraphQLDataSource(accountsSchema));
      return counted(name, {
        process: async () => ({ errors: [{ message: `${name} is not part of this plan` }] }),
      });
    },
  });
  server = new ApolloServer<RequestContext>({ gateway });
  await server.start();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await harness?.close();
});

/** One operation through the gateway, counting the subgraph fetches it makes. */
async function run<T>(query: string, variables: Record<string, unknown>) {
  for (const key of Object.keys(fetches)) delete fetches[key];
  representationsPerFetch.length = 0;
  const response = await server.executeOperation(
    { query, variables },
    { contextValue: gameCaller(randomUUID()) },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult as { data?: T; errors?: unknown[] };
}

type Handled = { account: { handle: string } | null };

const leaderboard = (districtId: string, limit: number) =>
  run<{
    districtLeaderboard: { players: Array<{ rank: number; playerId: string; influence: number } & Handled> };
  }>(LEADERBOARD, { districtId, limit });

describe('handles on leaderboards, crews and outposts', () => {
  it('asks the accounts subgraph once for a leaderboard of 50 players, with all 50 references', async () => {
    const cell = freshCell();
    const players = Array.from({ length: 50 }, () => randomUUID());
    for (const [i, player] of players.entries()) {
      await harness.turf.services.influence.award(player, cell, 100 + i);
      handles.set(player, `player_${i}`);
    }
    const result = await leaderboard(cellToParent(cell, 6), 50);
    expect(result.errors).toBeUndefined();
    const ranked = result.data!.districtLeaderboard.players;
    expect(ranked).toHaveLength(50);
    // Highest influence first: the last player awarded leads.
    expect(ranked[0]).toMatchObject({ rank: 1, playerId: players[49], account: { handle: 'player_49' } });
    expect(ranked.every((entry) => entry.account?.handle === handles.get(entry.playerId))).toBe(true);
    expect(fetches).toEqual({ turf: 1, accounts: 1 });
    expect(representationsPerFetch).toEqual([50]);
  });

  it('reads null for a player without a platform account, with no error', async () => {
    const cell = freshCell();
    const [member, outsider] = [randomUUID(), randomUUID()];
    handles.set(member, 'has_account');
    await harness.turf.services.influence.award(member, cell, 20);
    await harness.turf.services.influence.award(outsider, cell, 10);
    const result = await leaderboard(cellToParent(cell, 6), 50);
    expect(result.errors).toBeUndefined();
    expect(result.data!.districtLeaderboard.players).toEqual([
      { rank: 1, playerId: member, influence: 20, account: { handle: 'has_account' } },
      { rank: 2, playerId: outsider, influence: 10, account: null },
    ]);
    expect(fetches).toEqual({ turf: 1, accounts: 1 });
  });

  it("asks the accounts subgraph once for a crew of 30, and once for a cell's outpost owner", async () => {
    const { crews, influence, outposts } = harness.turf.services;
    const members = Array.from({ length: 30 }, () => randomUUID());
    members.forEach((member, i) => handles.set(member, `crew_member_${i}`));
    const crew = await crews.create(members[0], { name: `Crew ${Date.now()}`, tag: 'CRW', color: '#1e90ff' });
    for (const member of members.slice(1)) await crews.join(member, crew.id);
    const cell = freshCell();
    await influence.award(members[0], cell, 30);
    harness.positions.standIn(members[0], cell);
    await outposts.deploy(members[0], cell);
    const crewRead = await run<{ crew: { members: Array<{ playerId: string } & Handled> } }>(
      'query ($id: ID!) { crew(id: $id) { members { playerId account { handle } } } }',
      { id: crew.id },
    );
    expect(crewRead.errors).toBeUndefined();
    const shown = crewRead.data!.crew.members;
    expect(shown).toHaveLength(30);
    expect(shown.every((member) => member.account?.handle === handles.get(member.playerId))).toBe(true);
    expect(fetches).toEqual({ turf: 1, accounts: 1 });
    expect(representationsPerFetch).toEqual([30]);
    const cellRead = await run<{
      turfCell: { outpost: { ownerId: string } & { owner: Handled['account'] } };
    }>('query ($cell: String!) { turfCell(h3Index: $cell) { outpost { ownerId owner { handle } } } }', {
      cell,
    });
    expect(cellRead.errors).toBeUndefined();
    expect(cellRead.data!.turfCell.outpost).toEqual({
      ownerId: members[0],
      owner: { handle: 'crew_member_0' },
    });
    expect(fetches).toEqual({ turf: 1, accounts: 1 });
  });
});
