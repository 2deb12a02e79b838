import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request } from './support/http-client.js';
import { parkFingerprint, PARK } from '../subgraphs/creatures/test/fingerprint-fixtures.js';

// The documented full fingerprint descriptor on the real platform: sent with the flat fields over REST and
// GraphQL, kept under 400 bytes, and deciding the creature's traits where the flat fields alone
// would decide otherwise; malformed descriptors are refused with the field at fault.
const JWT_SECRET = 'game-descriptor-e2e-secret-long-enough-0123456789';

/** A street canyon at rush hour: buildings and right angles, a shaking phone, a pure tone. */
const CITY = {
  visual: { paletteWeights: [0.05, 0.05, 0.1, 0.5, 0.1, 0.1, 0.1], saturation: 0.3 },
  geometry: {
    edgeHistogram: [0.4, 0.02, 0.02, 0.02, 0.45, 0.03, 0.03, 0.03],
    surfaces: { sky: 0.1, vegetation: 0.05, building: 0.6, ground: 0.05, water: 0, road: 0.2 },
    verticalBias: 0.7,
    complexity: 0.4,
  },
  motion: { level: 0.8, direction: 270, periodicity: 0.2 },
  audio: {
    spectralCentroid: 1200,
    harmonicRatio: 0.9,
    rhythmDensity: 0.2,
    loudness: 0.6,
    dominantBand: 'mid',
  },
  locality: { timeOfDay: 'evening', dayType: 'weekday', season: 'autumn' },
};

describe('the full fingerprint descriptor', () => {
  let platform: RunningPlatform;
  const tokenOf = (player: string) => developmentToken('game', JWT_SECRET, { sub: player });
  const call = async (player: string, method: string, path: string, body?: unknown) =>
    request(platform.gameApi, method, path, { token: await tokenOf(player), body });
  /** A new player with a valid fix in the park (each may send one fingerprint per cell an hour). */
  const playerInPark = async () => {
    const player = randomUUID();
    const fix = await call(player, 'POST', '/api/v1/location/validate', {
      sessionId: randomUUID(),
      latitude: PARK.lat,
      longitude: PARK.lng,
      accuracy: 8,
      timestamp: new Date().toISOString(),
      platform: 'android',
    });
    expect(fix.body.resultCode).toBe('valid');
    return player;
  };

  beforeAll(async () => {
    platform = await startPlatform({ JWT_SECRET });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('takes the descriptor with the flat fields over REST and draws the traits from it', async () => {
    const flat = await call(await playerInPark(), 'POST', '/api/v1/fingerprint/submit', parkFingerprint());
    expect(flat.status).toBe(201);
    const full = await call(await playerInPark(), 'POST', '/api/v1/fingerprint/submit', {
      ...parkFingerprint(),
      descriptor: CITY,
    });
    expect(full.status).toBe(201);
    expect(full.body.encodedBytes).toBeGreaterThan(flat.body.encodedBytes);
    expect(full.body.encodedBytes).toBeLessThan(400);
    // The same flat fields: the park decides without the descriptor, the street canyon with it.
    expect(flat.body.creature).not.toMatchObject({
      geometry: 'Crystalline',
      motion: 'Bounce',
      sound: 'Harmonic',
    });
    expect(full.body.creature).toMatchObject({
      geometry: 'Crystalline',
      motion: 'Bounce',
      sound: 'Harmonic',
    });
    expect(full.body.creature.species).not.toBe(flat.body.creature.species);
    // Dominant colour first, then the heaviest weight: the fourth palette colour.
    const { colorPalette, dominantColor } = parkFingerprint();
    const rgb = (c: { r: number; g: number; b: number }) => [c.r, c.g, c.b];
    expect(full.body.creature.palette.slice(0, 2)).toEqual([rgb(dominantColor), rgb(colorPalette[3])]);
    expect(flat.body.creature.palette.slice(0, 2)).toEqual([rgb(dominantColor), rgb(colorPalette[0])]);
  });

  it('takes it over GraphQL, the missing motion and audio left to the flat fields', async () => {
    const player = await playerInPark();
    const { motion: _motion, audio: _audio, ...still } = CITY;
    const lake = {
      ...still,
      geometry: {
        ...CITY.geometry,
        surfaces: { sky: 0.4, vegetation: 0.1, building: 0, ground: 0.1, water: 0.4, road: 0 },
      },
    };
    const answer = await graphql(
      platform.graphql,
      `
        mutation ($input: FingerprintInput!) {
          creaturesPlayer {
            submitFingerprint(input: $input) {
              encodedBytes
              creature {
                geometry
                motion
                sound
              }
            }
          }
        }
      `,
      {
        token: await tokenOf(player),
        variables: { input: { ...parkFingerprint(), descriptor: { ...lake, motion: null, audio: null } } },
      },
    );
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data.creaturesPlayer.submitFingerprint;
    expect(receipt.creature.geometry).toBe('Fluid');
    expect(receipt.encodedBytes).toBeLessThan(400);
    // Motion and sound as the flat submission of the same fields gives them.
    const flat = await call(await playerInPark(), 'POST', '/api/v1/fingerprint/submit', parkFingerprint());
    expect(receipt.creature).toMatchObject({
      motion: flat.body.creature.motion,
      sound: flat.body.creature.sound,
    });
  });

  it('refuses a malformed descriptor with 400 and the field at fault', async () => {
    const player = await playerInPark();
    const submit = (descriptor: unknown) =>
      call(player, 'POST', '/api/v1/fingerprint/submit', { ...parkFingerprint(), descriptor });
    const sevenBuckets = await submit({
      ...CITY,
      geometry: { ...CITY.geometry, edgeHistogram: CITY.geometry.edgeHistogram.slice(0, 7) },
    });
    expect(sevenBuckets.status).toBe(400);
    expect(JSON.stringify(sevenBuckets.body)).toContain('edgeHistogram');
    const weightsShort = await submit({
      ...CITY,
      visual: { ...CITY.visual, paletteWeights: [0.2, 0.2, 0.2, 0.2, 0.2] },
    });
    expect(weightsShort.status).toBe(400);
    expect(JSON.stringify(weightsShort.body)).toContain('paletteWeights');
    const badBand = await submit({ ...CITY, audio: { ...CITY.audio, dominantBand: 'ultrasonic' } });
    expect(badBand.status).toBe(400);
    const viaGraph = await graphql(
      platform.graphql,
      'mutation($input: FingerprintInput!) { creaturesPlayer { submitFingerprint(input: $input) { encodedBytes } } }',
      {
        token: await tokenOf(player),
        variables: {
          input: { ...parkFingerprint(), descriptor: { ...CITY, visual: { ...CITY.visual, saturation: 2 } } },
        },
      },
    );
    expect(viaGraph.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
