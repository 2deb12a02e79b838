import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cellToParent, latLngToCell } from 'h3-js';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { developmentToken } from '@platform/auth';
import type { FingerprintInput } from '@platform/subgraph-creatures';
import { parkFingerprint, PARK as PARK_POINT } from '../../subgraphs/creatures/test/fingerprint-fixtures.js';
import { freshServerDatabase, startPlatform, type RunningPlatform } from './platform-process.js';
import { graphql, request } from './http-client.js';

// The location game end to end, one platform process per file: the turf and creature routes over REST,
// the located actions gated by geo-safety's last valid position (read through the graph), and live updates.
export const JWT_SECRET = 'game-turf-e2e-secret-that-is-long-enough-0123';
export const PARK = { latitude: PARK_POINT.lat, longitude: PARK_POINT.lng };
export const GAMEPLAY_CELL = latLngToCell(PARK.latitude, PARK.longitude, 9);
export const STORAGE_CELL = cellToParent(GAMEPLAY_CELL, 7);
export const DISTRICT = cellToParent(GAMEPLAY_CELL, 6);
export const FAR_STORAGE_CELL = latLngToCell(48.137, 11.575, 7);

export type Player = 'a' | 'b' | 'c' | 'idle' | 'walker';

/** A file's platform with the game's players, and the calls its tests make as them. */
export function gameTurfSuite() {
  let platform: RunningPlatform | undefined;
  // The database outlives the platform's stop, so a test can read the audit partitions left in it.
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-game-turf-'));
  let serverDatabase: Awaited<ReturnType<typeof freshServerDatabase>> | undefined;
  let stopped = false;
  const players: Record<Player, string> = {
    a: randomUUID(),
    b: randomUUID(),
    c: randomUUID(),
    idle: randomUUID(),
    walker: randomUUID(),
  };
  const tokens: Record<Player, string> = { a: '', b: '', c: '', idle: '', walker: '' };
  const sockets: Client[] = [];
  const running = () => {
    if (!platform) throw new Error('the platform has not started');
    return platform;
  };

  const game = (who: Player, method: string, path: string, body?: unknown) =>
    request(running().gameApi, method, path, { token: tokens[who], body });
  /** How far the platform's test clock runs ahead of this process's clock (validations are timed by it). */
  let clockOffsetMs = 0;
  const serverNow = () => new Date(Date.now() + clockOffsetMs);

  /** Lets `seconds` pass on the platform's clock; answers the mutation's result. */
  async function advance(seconds: number) {
    const advanced = await graphql(running().graphql, `mutation { advanceTestClock(seconds: ${seconds}) }`, {
      token: tokens.a,
    });
    expect(advanced.errors).toBeUndefined();
    clockOffsetMs = new Date(advanced.data.advanceTestClock).getTime() - Date.now();
    return advanced;
  }

  /** The creatures tests' park fingerprint, in the park's storage cell. */
  const fingerprint = (overrides: Partial<FingerprintInput> = {}) =>
    parkFingerprint({ h3Cell: STORAGE_CELL, ...overrides });

  let jitter = 0;
  async function validateAtPark(who: Player) {
    // A hair off each time: the very same fix many times in a row reads as a mock location provider.
    jitter += 1;
    const body = {
      sessionId: randomUUID(),
      ...PARK,
      latitude: PARK.latitude + (jitter % 5) / 1e6,
      accuracy: 8,
      timestamp: serverNow().toISOString(),
      platform: 'ios',
    };
    const response = await game(who, 'POST', '/api/v1/location/validate', body);
    expect(response.status).toBe(200);
    expect(response.body.resultCode).toBe('valid');
    expect(response.body.gameplayCell).toBe(GAMEPLAY_CELL);
  }

  const influenceOf = async (who: Player) =>
    (await game('idle', 'GET', `/api/v1/turf/cell/${GAMEPLAY_CELL}`)).body.playerInfluence[players[who]] ?? 0;

  /** The events of a subscription of `who`, over a real graphql-ws client. */
  function subscribe(who: Player, query: string, variables: Record<string, unknown> = {}) {
    const client = createClient({
      url: running().ws,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens[who]}` },
      retryAttempts: 0,
    });
    sockets.push(client);
    const events: any[] = [];
    const acknowledged = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    client.subscribe(
      { query, variables },
      { next: (value) => void events.push(value), error: () => undefined, complete: () => undefined },
    );
    return { events, acknowledged };
  }

  async function start() {
    // The patrol walker hops a cell (about 300 m) every 10 s of device time: speed lockout is pinned in
    // game-location.e2e, here it must not stop the walk.
    serverDatabase = process.env.TEST_DATABASE === 'postgres' ? await freshServerDatabase() : undefined;
    platform = await startPlatform({
      JWT_SECRET,
      GAME_TEST_CLOCK: 'true',
      SPEED_LOCKOUT_KMH: '200',
      DATA_DIR: dataDir,
      ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
    });
    for (const who of Object.keys(players) as Player[])
      tokens[who] = await developmentToken('game', JWT_SECRET, { sub: players[who] });
  }

  /** Stops the platform only, leaving its database to be read. */
  async function stopPlatform() {
    stopped = true;
    await running().stop();
  }

  async function stop() {
    await Promise.all(sockets.map((client) => client.dispose()));
    if (!stopped) await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await serverDatabase?.drop();
  }

  return {
    get platform() {
      return running();
    },
    dataDir,
    get databaseUrl() {
      return serverDatabase?.url;
    },
    players,
    tokens,
    game,
    serverNow,
    advance,
    fingerprint,
    validateAtPark,
    influenceOf,
    subscribe,
    start,
    stopPlatform,
    stop,
  };
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
