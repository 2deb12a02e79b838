import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { cellToParent, latLngToCell } from 'h3-js';
import { developmentToken } from '@platform/auth';
import { freshServerDatabase, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request, signUp } from './support/http-client.js';
import { ALL_CARDS_SCOPES, cardsClient, seedCard } from './support/cards-client.js';
import { parkFingerprint, PARK } from '../subgraphs/creatures/test/fingerprint-fixtures.js';

// One account, one identity in every product: two people sign up on the tab API, and the platform's
// resume, cards and game tokens name their account's uuid as `sub`. A trade names its receiver by
// handle; crews, leaderboards and outposts show handles beside player ids; a resume profile links
// the account. A game player an outside issuer minted has no account: null handle, no error.
const JWT_SECRET = 'handles-e2e-secret-that-is-long-enough-0123456';
const GAMEPLAY_CELL = latLngToCell(PARK.lat, PARK.lng, 9);
const DISTRICT = cellToParent(GAMEPLAY_CELL, 6);

interface Person {
  accountId: string;
  handle: string;
  cards: string;
  game: string;
  resume: string;
}

let platform: RunningPlatform;
let serverDatabase: Awaited<ReturnType<typeof freshServerDatabase>> | undefined;
let alice: Person;
let bob: Person;
const outsider = { id: randomUUID(), game: '' };

/** Signs up on the tab API, reads the account's public identity, and mints its product tokens. */
async function person(): Promise<Person> {
  const { token } = await signUp(platform.api);
  const me = await graphql<{ me: { account: { id: string; handle: string } } }>(
    platform.graphql,
    '{ me { account { id handle } } }',
    { token },
  );
  expect(me.errors).toBeUndefined();
  const { id: accountId, handle } = me.data!.me.account;
  const sub = accountId;
  return {
    accountId,
    handle,
    cards: await developmentToken('cards', JWT_SECRET, { sub, scope: ALL_CARDS_SCOPES, tokenUse: 'user' }),
    game: await developmentToken('game', JWT_SECRET, { sub }),
    resume: await developmentToken('resume', JWT_SECRET, {
      sub,
      permissions: ['profiles:read', 'profiles:write'],
    }),
  };
}

const game = (token: string, method: string, path: string, body?: unknown) =>
  request(platform.gameApi, method, path, { token, body });

/** How far the platform's test clock runs ahead of this process's clock (validations are timed by it). */
let clockOffsetMs = 0;

/** Lets an hour pass on the platform's clock (GAME_TEST_CLOCK): the fingerprint cooldown is one per cell and hour. */
async function nextHour(token: string) {
  const advanced = await graphql(platform.graphql, 'mutation { advanceTestClock(seconds: 3600) }', { token });
  expect(advanced.errors).toBeUndefined();
  clockOffsetMs = new Date(advanced.data.advanceTestClock).getTime() - Date.now();
}

let jitter = 0;
/** A valid fix at the park, then one fingerprint there: +10 influence in GAMEPLAY_CELL. */
async function earnInfluence(token: string) {
  jitter += 1;
  const validated = await game(token, 'POST', '/api/v1/location/validate', {
    sessionId: randomUUID(),
    latitude: PARK.lat + jitter / 1e6,
    longitude: PARK.lng,
    accuracy: 8,
    timestamp: new Date(Date.now() + clockOffsetMs).toISOString(),
    platform: 'ios',
  });
  expect(validated.body.resultCode).toBe('valid');
  const submitted = await game(
    token,
    'POST',
    '/api/v1/fingerprint/submit',
    parkFingerprint({ h3Cell: cellToParent(GAMEPLAY_CELL, 7) }),
  );
  expect(submitted.status).toBe(201);
}

beforeAll(async () => {
  serverDatabase = process.env.TEST_DATABASE === 'postgres' ? await freshServerDatabase() : undefined;
  platform = await startPlatform({
    JWT_SECRET,
    GAME_TEST_CLOCK: 'true',
    ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
  });
  alice = await person();
  bob = await person();
  outsider.game = await developmentToken('game', JWT_SECRET, { sub: outsider.id });
}, 240_000);

afterAll(async () => {
  await platform?.stop();
  await serverDatabase?.drop();
});

describe('cards: a trade names its receiver by handle', () => {
  it('stores the account id the handle names, for the receiver to see and accept', async () => {
    const card = await seedCard(platform.cardsApi, alice.cards, { marketPrice: 12 });
    const proposer = cardsClient(platform.cardsApi, alice.cards);
    const receiver = cardsClient(platform.cardsApi, bob.cards);
    expect(
      (await proposer('POST', '/api/v1/portfolio/holdings', { body: { card_id: card, quantity: 1 } })).status,
    ).toBe(201);
    const created = await proposer('POST', '/api/v1/trades', {
      body: {
        receiver_handle: bob.handle.toUpperCase(),
        offered_items: [{ card_id: card, quantity: 1 }],
        message: 'for you',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      proposer_id: alice.accountId,
      receiver_id: bob.accountId,
      status: 'pending',
    });
    const inbox = await receiver('GET', '/api/v1/trades?role=receiver');
    expect(inbox.body.items.map((trade: { trade_id: string }) => trade.trade_id)).toEqual([
      created.body.trade_id,
    ]);
    const accepted = await receiver('POST', `/api/v1/trades/${created.body.trade_id}/accept`);
    expect(accepted.status).toBe(200);
    const held = await receiver('GET', '/api/v1/portfolio');
    expect(held.body.items).toMatchObject([{ card_id: card, quantity: 1 }]);
  });

  it('refuses an unknown handle as 422 unknown_receiver, and a receiver named twice or not at all as 400', async () => {
    const card = await seedCard(platform.cardsApi, alice.cards, { marketPrice: 3 });
    const proposer = cardsClient(platform.cardsApi, alice.cards);
    const items = { requested_items: [{ card_id: card, quantity: 1 }] };
    const unknown = await proposer('POST', '/api/v1/trades', {
      body: { receiver_handle: `nobody_${Date.now()}`, ...items },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({ code: 'unknown_receiver' });
    const malformed = await proposer('POST', '/api/v1/trades', {
      body: { receiver_handle: 'not a handle!', ...items },
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.code).toBe('unknown_receiver');
    for (const receiverFields of [{}, { receiver_id: bob.accountId, receiver_handle: bob.handle }]) {
      const refused = await proposer('POST', '/api/v1/trades', { body: { ...receiverFields, ...items } });
      expect(refused.status).toBe(400);
    }
    const yourself = await proposer('POST', '/api/v1/trades', {
      body: { receiver_handle: alice.handle, ...items },
    });
    expect(yourself.status).toBe(422);
    expect(yourself.body.error.message).toBe('cannot trade with yourself');
    const mine = await proposer('GET', '/api/v1/trades?role=proposer&status=pending');
    expect(mine.body.items).toEqual([]);
  });
});

describe('game: handles beside player ids', () => {
  it('shows each crew member with their handle, null for a player without an account', async () => {
    const created = await game(alice.game, 'POST', '/api/v1/turf/crews', {
      name: `Handles ${Date.now() % 100000}`,
      tag: 'HND',
      color: '#1e90ff',
    });
    expect(created.status).toBe(201);
    expect(created.body.members).toEqual([
      expect.objectContaining({ playerId: alice.accountId, handle: alice.handle, role: 'leader' }),
    ]);
    for (const token of [bob.game, outsider.game])
      expect((await game(token, 'POST', `/api/v1/turf/crews/${created.body.id}/join`)).status).toBe(200);
    const crew = await game(outsider.game, 'GET', `/api/v1/turf/crews/${created.body.id}`);
    expect(crew.status).toBe(200);
    const handles = Object.fromEntries(
      crew.body.members.map((member: { playerId: string; handle: string | null }) => [
        member.playerId,
        member.handle,
      ]),
    );
    expect(handles).toEqual({
      [alice.accountId]: alice.handle,
      [bob.accountId]: bob.handle,
      [outsider.id]: null,
    });
  });

  it('ranks a district with handles, and shows the outpost owner by handle', async () => {
    await earnInfluence(alice.game);
    await earnInfluence(outsider.game);
    const board = await game(bob.game, 'GET', `/api/v1/turf/district/${DISTRICT}/leaderboard`);
    expect(board.status).toBe(200);
    const players = board.body.players as Array<{ playerId: string; handle: string | null }>;
    expect(players.find((entry) => entry.playerId === alice.accountId)?.handle).toBe(alice.handle);
    expect(players.find((entry) => entry.playerId === outsider.id)).toMatchObject({ handle: null });
    // An outpost costs 20 influence in its cell: two more hours of fingerprints.
    for (let hour = 0; hour < 2; hour++) {
      await nextHour(alice.game);
      await earnInfluence(alice.game);
    }
    const deployed = await game(alice.game, 'POST', '/api/v1/turf/outposts', { cell: GAMEPLAY_CELL });
    expect(deployed.status).toBe(201);
    expect(deployed.body).toMatchObject({ ownerId: alice.accountId, ownerHandle: alice.handle });
    const cell = await game(bob.game, 'GET', `/api/v1/turf/cell/${GAMEPLAY_CELL}`);
    expect(cell.body.outpost).toMatchObject({ ownerId: alice.accountId, ownerHandle: alice.handle });
  });
});

describe("resume: a profile links its owner's account", () => {
  it('reads the account and its handle on the profile', async () => {
    const created = await request(platform.resumeApi, 'POST', '/profiles', {
      token: alice.resume,
      body: { slug: `alice-${Date.now()}`, displayName: 'Alice' },
    });
    expect(created.status).toBe(201);
    const read = await graphql(
      platform.graphql,
      'query ($id: ID!) { profile(id: $id) { identityId account { id handle } } }',
      { token: alice.resume, variables: { id: created.body.id } },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.profile).toEqual({
      identityId: alice.accountId,
      account: { id: alice.accountId, handle: alice.handle },
    });
  });

  it('reads null for an owner without a platform account, with no error', async () => {
    const stranger = await developmentToken('resume', JWT_SECRET, {
      sub: randomUUID(),
      permissions: ['profiles:read', 'profiles:write'],
    });
    const created = await request(platform.resumeApi, 'POST', '/profiles', {
      token: stranger,
      body: { slug: `stranger-${Date.now()}`, displayName: 'Stranger' },
    });
    expect(created.status).toBe(201);
    const read = await graphql(
      platform.graphql,
      'query ($id: ID!) { profile(id: $id) { account { handle } } }',
      {
        token: stranger,
        variables: { id: created.body.id },
      },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.profile).toEqual({ account: null });
  });
});
