import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request } from './support/http-client.js';
import { parkFingerprint, PARK } from '../subgraphs/creatures/test/fingerprint-fixtures.js';

// "Delete my location data" on the real platform: a player's validations, last position and
// fingerprints go, over REST and over GraphQL; the creatures their fingerprints spawned stay (in
// another player's collection), their strikes stay, and every other player's history is untouched.
const JWT_SECRET = 'game-erasure-e2e-secret-long-enough-0123456789ab';

describe("erasing a player's location history and fingerprints", () => {
  let platform: RunningPlatform;
  const tokens = new Map<string, string>();
  const tokenOf = async (player: string) => {
    if (!tokens.has(player)) tokens.set(player, await developmentToken('game', JWT_SECRET, { sub: player }));
    return tokens.get(player)!;
  };
  const call = async (player: string, method: string, path: string, body?: unknown) =>
    request(platform.gameApi, method, path, { token: await tokenOf(player), body });
  const gql = async (player: string, query: string) =>
    graphql(platform.graphql, query, { token: await tokenOf(player) });
  let jitter = 0;
  const validate = async (player: string, accuracy = 8) => {
    jitter += 1;
    const answer = await call(player, 'POST', '/api/v1/location/validate', {
      sessionId: randomUUID(),
      latitude: PARK.lat + jitter / 1e6,
      longitude: PARK.lng,
      accuracy,
      timestamp: new Date().toISOString(),
      platform: 'ios',
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const history = async (player: string) => (await call(player, 'GET', '/api/v1/location/history')).body;
  const submit = async (player: string) => {
    const answer = await call(player, 'POST', '/api/v1/fingerprint/submit', parkFingerprint());
    expect(answer.status).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    platform = await startPlatform({ JWT_SECRET });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('deletes history, position and fingerprints over REST, keeping strikes, spawned creatures and others', async () => {
    const [player, catcher, bystander] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await validate(player, 0.1)).resultCode).toBe('blocked_spoof_detected');
    expect((await validate(player)).resultCode).toBe('valid');
    const { creature } = await submit(player);
    expect((await validate(catcher)).resultCode).toBe('valid');
    const caught = await call(catcher, 'POST', `/api/v1/creatures/${creature.id}/capture`);
    expect(caught.status).toBe(200);
    expect((await validate(bystander)).resultCode).toBe('valid');
    expect(await history(player)).toHaveLength(2);

    const erased = await call(player, 'DELETE', '/api/v1/me/location-data');
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ auditEntries: 2, positionForgotten: true, fingerprints: 1 });

    expect(await history(player)).toEqual([]);
    expect((await call(player, 'GET', '/api/v1/location/last')).status).toBe(404);
    // Located actions need a new fix: the fingerprint gate no longer knows where the player is.
    const ungated = await call(player, 'POST', '/api/v1/fingerprint/submit', parkFingerprint());
    expect(ungated).toMatchObject({ status: 403, body: { reason: 'no_valid_position' } });
    // Strikes are safety, not history: erasing does not wipe them.
    expect((await call(player, 'GET', '/api/v1/location/standing')).body.strikes).toBe(1);
    // The creature the fingerprint spawned stays in the catcher's collection.
    const collection = await call(catcher, 'GET', '/api/v1/creatures/collection');
    expect(collection.body.creatures.map((c: { id: string }) => c.id)).toContain(creature.id);
    // Nobody else's rows are touched.
    expect(await history(bystander)).toHaveLength(1);
    expect(await history(catcher)).toHaveLength(1);

    // A second erasure finds nothing more; a fresh fix starts a fresh history.
    expect((await call(player, 'DELETE', '/api/v1/me/location-data')).body).toEqual({
      auditEntries: 0,
      positionForgotten: true,
      fingerprints: 0,
    });
    expect((await validate(player)).resultCode).toBe('valid');
    expect(await history(player)).toHaveLength(1);
  });

  it('erases over GraphQL with the same two mutations', async () => {
    const player = randomUUID();
    await validate(player);
    await submit(player);
    const erased = await gql(
      player,
      'mutation { eraseMyLocationHistory { auditEntries positionForgotten } eraseMyFingerprints { fingerprints } }',
    );
    expect(erased.errors).toBeUndefined();
    expect(erased.data).toEqual({
      eraseMyLocationHistory: { auditEntries: 1, positionForgotten: true },
      eraseMyFingerprints: { fingerprints: 1 },
    });
    const after = await gql(player, '{ myLocationHistory { id } myLastValidatedPosition { h3Cell } }');
    expect(after.data).toEqual({ myLocationHistory: [], myLastValidatedPosition: null });
  });

  it('needs a token', async () => {
    expect((await request(platform.gameApi, 'DELETE', '/api/v1/me/location-data')).status).toBe(401);
    const anonymous = await graphql(platform.graphql, 'mutation { eraseMyFingerprints { fingerprints } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
