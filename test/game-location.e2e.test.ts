import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { connect, createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { SignJWT } from 'jose';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql } from './support/http-client.js';

// The location game API's location routes against the real platform process: zones from a GeoJSON
// file and a map data server, walk/speed/spoof sequences timed by the platform's test clock, the per-player and per-IP
// limits, ownership, malformed bodies, tokens, and readiness with Redis going away.

const JWT_SECRET = 'game-location-e2e-secret-long-enough-0123456789';
const ROOT = new URL('../', import.meta.url).pathname;
const ZONES_FILE = `${ROOT}subgraphs/geo-safety/test/fixtures/exclusion-zones.geojson`;
const OVERPASS = readFileSync(`${ROOT}subgraphs/geo-safety/test/fixtures/overpass-answer.json`, 'utf8');
const PLAYER_LIMIT = 10;
const IP_LIMIT = 250;
const METERS_PER_DEGREE_LAT = 111_200;

/** A TCP hop to the machine's Redis that the test can cut, as an outage would. */
function redisProxy(): Promise<{ url: string; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: TcpServer = createTcpServer((client) => {
    const upstream = connect(6379, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `redis://127.0.0.1:${port}`,
        cut: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    }),
  );
}

/** The map data vendor: an Overpass-style answer, and who asked with which key. */
function mapdataServer(): Promise<{
  url: string;
  requests: Array<{ authorization?: string }>;
  server: HttpServer;
}> {
  const requests: Array<{ authorization?: string }> = [];
  const server = createHttpServer((req, res) => {
    requests.push({ authorization: req.headers.authorization });
    res.writeHead(200, { 'content-type': 'application/json' }).end(OVERPASS);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as { port: number }).port}/api/interpreter`,
        requests,
        server,
      }),
    ),
  );
}

interface Fix {
  latitude: number;
  longitude: number;
  accuracy?: number;
  /** Seconds before the server's now (the device clock keeps the server's time here). */
  secondsAgo?: number;
  timestamp?: string;
}

describe('location game API: validation, zones, limits', () => {
  let platform: RunningPlatform;
  let redis: Awaited<ReturnType<typeof redisProxy>>;
  let mapdata: Awaited<ReturnType<typeof mapdataServer>>;
  const tokens = new Map<string, string>();
  /** How far the platform's test clock runs ahead of this process's clock. */
  let clockOffsetMs = 0;
  const serverNow = () => Date.now() + clockOffsetMs;
  /** Lets `seconds` pass on the platform's clock: speed is timed by when the server receives fixes. */
  const advance = async (seconds: number) => {
    const moved = await graphql(platform.graphql, 'mutation($s: Int!) { advanceTestClock(seconds: $s) }', {
      token: await tokenOf(randomUUID()),
      variables: { s: seconds },
    });
    expect(moved.errors).toBeUndefined();
    clockOffsetMs = new Date(moved.data.advanceTestClock).getTime() - Date.now();
  };

  const tokenOf = async (player: string) => {
    if (!tokens.has(player)) tokens.set(player, await developmentToken('game', JWT_SECRET, { sub: player }));
    return tokens.get(player)!;
  };
  const call = async (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; raw?: string } = {},
  ) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(`${platform.gameApi}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };
  const report = (player: string, fix: Fix, session = player) => ({
    userId: player,
    sessionId: session,
    latitude: fix.latitude,
    longitude: fix.longitude,
    accuracy: fix.accuracy ?? 5,
    timestamp: fix.timestamp ?? new Date(serverNow() - (fix.secondsAgo ?? 0) * 1000).toISOString(),
    platform: 'android',
  });
  const validate = async (player: string, fix: Fix) => {
    const answer = await call('POST', '/api/v1/location/validate', {
      token: await tokenOf(player),
      body: report(player, fix),
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    [redis, mapdata] = await Promise.all([redisProxy(), mapdataServer()]);
    platform = await startPlatform({
      JWT_SECRET,
      GAME_TEST_CLOCK: 'true',
      REDIS_URL: redis.url,
      REDIS_NAMESPACE: `game-e2e-${randomUUID().slice(0, 8)}`,
      EXCLUSION_ZONES_FILE: ZONES_FILE,
      MAPDATA_API_URL: mapdata.url,
      MAPDATA_ALLOW_PRIVATE: 'true',
      DATAVENDOR_API_KEY: 'vendor-key-1',
      GAME_RATE_LIMIT_MAX: String(PLAYER_LIMIT),
      GAME_IP_RATE_LIMIT_MAX: String(IP_LIMIT),
      // Audit rows wait 2 s for their batch, so reading one's history at once proves it needs no wait.
      GAME_AUDIT_FLUSH_MS: '2000',
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    await redis?.cut();
    mapdata?.server.close();
  });

  it('blocks each zone kind of the GeoJSON file, and not its courtyard hole', async () => {
    const school = await validate(randomUUID(), { latitude: 52.5204, longitude: 13.4007 });
    expect(school).toMatchObject({
      resultCode: 'blocked_exclusion_zone',
      checks: { zoneCheck: { passed: false, kind: 'school', distanceMeters: 0 } },
    });
    expect(school.h3Cell).toMatch(/^87[0-9a-f]{13}$/);
    expect(school.gameplayCell).toMatch(/^89[0-9a-f]{13}$/);
    expect(school.districtId).toMatch(/^86[0-9a-f]{13}$/);

    // The hospital's second wing (a MultiPolygon's second polygon).
    const hospital = await validate(randomUUID(), { latitude: 52.5204, longitude: 13.4132 });
    expect(hospital.checks.zoneCheck).toMatchObject({
      passed: false,
      kind: 'hospital',
      name: 'City Hospital (two wings)',
    });

    const ministry = await validate(randomUUID(), { latitude: 52.5202, longitude: 13.4203 });
    expect(ministry.checks.zoneCheck).toMatchObject({ passed: false, kind: 'government' });
    const courtyard = await validate(randomUUID(), { latitude: 52.5209, longitude: 13.4215 });
    expect(courtyard).toMatchObject({ resultCode: 'valid', checks: { zoneCheck: { passed: true } } });
  });

  it('widens a zone by the fix accuracy, up to the cap', async () => {
    const tenMetresSouth = { latitude: 52.52 - 10 / METERS_PER_DEGREE_LAT, longitude: 13.4007 };
    const vague = await validate(randomUUID(), { ...tenMetresSouth, accuracy: 20 });
    expect(vague.checks.zoneCheck).toMatchObject({ passed: false, kind: 'school', bufferMeters: 20 });
    expect(vague.checks.zoneCheck.distanceMeters).toBeGreaterThan(5);
    const sharp = await validate(randomUUID(), { ...tenMetresSouth, accuracy: 3 });
    expect(sharp).toMatchObject({
      resultCode: 'valid',
      checks: { zoneCheck: { passed: true, bufferMeters: 3 } },
    });
    const capped = await validate(randomUUID(), { ...tenMetresSouth, accuracy: 2000 });
    expect(capped.checks.zoneCheck.bufferMeters).toBe(50);
  });

  it('lets a walk through, locks out a run and calls a jump spoofing, timed by the server', async () => {
    const walker = randomUUID();
    const start = { latitude: 52.5, longitude: 13.3 };
    // 12 m every 10 s: 4.3 km/h.
    for (let step = 0; step < 5; step++) {
      if (step > 0) await advance(10);
      const answer = await validate(walker, {
        latitude: start.latitude + (step * 12) / METERS_PER_DEGREE_LAT,
        longitude: start.longitude,
      });
      expect(answer.resultCode).toBe('valid');
    }
    const last = await call('GET', '/api/v1/location/last', { token: await tokenOf(walker) });
    expect(last.status).toBe(200);
    expect(last.body.latitude).toBeCloseTo(start.latitude + 48 / METERS_PER_DEGREE_LAT, 6);

    // 300 m in the next 10 s: about 100 km/h between fixes (no teleport), far above 15 km/h over the window.
    await advance(10);
    const run = await validate(walker, {
      latitude: start.latitude + 348 / METERS_PER_DEGREE_LAT,
      longitude: start.longitude,
    });
    expect(run).toMatchObject({
      resultCode: 'blocked_speed_lockout',
      checks: {
        spoofCheck: { passed: true },
        speedCheck: { passed: false, limitKmh: 15, windowSeconds: 30 },
      },
    });
    expect(run.checks.speedCheck.speedKmh).toBeGreaterThan(15);

    const jumper = randomUUID();
    expect((await validate(jumper, { latitude: 52.45, longitude: 13.3 })).resultCode).toBe('valid');
    await advance(20);
    const jump = await validate(jumper, { latitude: 52.55, longitude: 13.3 });
    expect(jump).toMatchObject({
      resultCode: 'blocked_spoof_detected',
      checks: { spoofCheck: { passed: false, reason: 'teleport', limitKmh: 500 } },
    });
    expect(jump.checks.spoofCheck.impliedSpeedKmh).toBeGreaterThan(500);
  });

  it('calls a fix stamped far from the server clock, or impossibly accurate, spoofed', async () => {
    const skewed = await validate(randomUUID(), { latitude: 52.46, longitude: 13.31, secondsAgo: 3600 });
    expect(skewed.checks.spoofCheck).toMatchObject({ passed: false, reason: 'clock_skew' });
    const perfect = await validate(randomUUID(), { latitude: 52.46, longitude: 13.31, accuracy: 0 });
    expect(perfect.checks.spoofCheck).toMatchObject({ passed: false, reason: 'impossible_accuracy' });
  });

  it('answers blocked_rate_limit past GAME_RATE_LIMIT_MAX validations of one player, without running checks', async () => {
    const player = randomUUID();
    // All at once: the count is the player's, whatever order they arrive in.
    const answers = await Promise.all(
      Array.from({ length: PLAYER_LIMIT + 2 }, (_, n) =>
        validate(player, {
          latitude: 52.47 + n / METERS_PER_DEGREE_LAT,
          longitude: 13.32,
          secondsAgo: PLAYER_LIMIT + 2 - n,
        }),
      ),
    );
    const limited = answers.filter((answer) => answer.resultCode === 'blocked_rate_limit');
    expect(limited).toHaveLength(2);
    for (const answer of limited)
      expect(answer.checks).toEqual({ zoneCheck: null, speedCheck: null, spoofCheck: null });
    // Another player is not affected.
    expect((await validate(randomUUID(), { latitude: 52.47, longitude: 13.32 })).resultCode).toBe('valid');
  }, 60_000);

  it('keeps history and positions per player: 403 for another userId, only the caller’s own audit', async () => {
    const [owner, intruder] = [randomUUID(), randomUUID()];
    await validate(owner, { latitude: 52.48, longitude: 13.33 });
    const forged = await call('POST', '/api/v1/location/validate', {
      token: await tokenOf(intruder),
      body: report(owner, { latitude: 52.48, longitude: 13.33 }),
    });
    expect(forged).toMatchObject({ status: 403, body: { error: 'forbidden', reason: 'user_mismatch' } });
    const history = await call('GET', '/api/v1/location/history?limit=10', { token: await tokenOf(owner) });
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ sessionId: owner, resultCode: 'valid', platform: 'android' });
    expect((await call('GET', '/api/v1/location/history', { token: await tokenOf(intruder) })).body).toEqual(
      [],
    );
    expect(await call('GET', '/api/v1/location/last', { token: await tokenOf(intruder) })).toMatchObject({
      status: 404,
      body: { error: 'not_found' },
    });
  });

  it('answers 400 naming the field for malformed bodies, never 5xx', async () => {
    const player = randomUUID();
    const token = await tokenOf(player);
    const good = report(player, { latitude: 52.49, longitude: 13.34 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, latitude: 91 }, 'body.latitude'],
      [{ ...good, longitude: -181 }, 'body.longitude'],
      [{ ...good, timestamp: undefined }, 'body.timestamp'],
      [{ ...good, timestamp: 'yesterday' }, 'body.timestamp'],
      [{ ...good, sessionId: 'not-a-uuid' }, 'body.sessionId'],
      [{ ...good, userId: '42' }, 'body.userId'],
      [{ ...good, accuracy: 'five' }, 'body.accuracy'],
    ];
    for (const [body, path] of cases) {
      const answer = await call('POST', '/api/v1/location/validate', { token, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'invalid_request' });
      expect(answer.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
    const broken = await call('POST', '/api/v1/location/validate', { token, raw: '{"latitude": 52.5,' });
    expect(broken).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', message: 'Malformed JSON in request body' },
    });
    expect((await call('GET', '/api/v1/location/zones?latitude=95&longitude=13', { token })).status).toBe(
      400,
    );
  });

  it('answers 401 for a missing, expired, forged or other-realm token', async () => {
    const player = randomUUID();
    const body = report(player, { latitude: 52.49, longitude: 13.35 });
    expect(await call('POST', '/api/v1/location/validate', { body })).toMatchObject({
      status: 401,
      body: { error: 'unauthorized' },
    });
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(player)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const forged = await developmentToken('game', 'another-secret-that-is-long-enough-000000', {
      sub: player,
    });
    const tabs = await developmentToken('tabs', JWT_SECRET, { sub: '7' });
    const resume = await developmentToken('resume', JWT_SECRET, { sub: player, permissions: [] });
    for (const token of [expired, forged, tabs, resume]) {
      const answer = await call('POST', '/api/v1/location/validate', { token, body });
      expect(answer).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    }
  });

  it('loads zones from MAPDATA_API_URL by its job, with the vendor key, and blocks them', async () => {
    const token = await tokenOf(randomUUID());
    let zones: Array<{ kind: string; name: string | null }> = [];
    for (let attempt = 0; attempt < 120 && !zones.length; attempt++) {
      zones = (
        await call('GET', '/api/v1/location/zones?latitude=52.53&longitude=13.42&radiusMeters=100', { token })
      ).body;
      if (!zones.length) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(zones).toEqual([expect.objectContaining({ kind: 'government', name: 'Town Hall' })]);
    expect(mapdata.requests[0]).toEqual({ authorization: 'Bearer vendor-key-1' });
    const townHall = await validate(randomUUID(), { latitude: 52.53, longitude: 13.42 });
    expect(townHall.checks.zoneCheck).toMatchObject({ passed: false, kind: 'government', name: 'Town Hall' });
  }, 90_000);

  it('serves the OpenAPI document of the location routes', async () => {
    const res = await fetch(`${platform.gameApi}/api-docs.json`);
    const document = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/location/validate',
        '/api/v1/location/last',
        '/api/v1/location/history',
        '/api/v1/location/zones',
        '/health',
        '/ready',
      ]),
    );
  });

  it('answers 429 with Retry-After past GAME_IP_RATE_LIMIT_MAX requests from one address', async () => {
    // Unknown paths are the cheapest requests the limiter counts (it runs before the routes).
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (let sent = 0; sent <= IP_LIMIT && !limited; sent += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => call('GET', '/api/v1/location/none')),
      );
      limited = answers.find((answer) => answer.status === 429);
      expect(answers.every((answer) => answer.status === 404 || answer.status === 429)).toBe(true);
    }
    expect(limited).toMatchObject({ status: 429, body: { error: 'too_many_requests' } });
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The probes stay outside the limit.
    expect((await fetch(`${platform.gameApi}/health`)).status).toBe(200);
  }, 60_000);

  it('is ready while the database and Redis answer, and 503 once Redis is gone', async () => {
    const ready = await fetch(`${platform.gameApi}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'up', redis: 'up' } });
    await redis.cut();
    let answer = await fetch(`${platform.gameApi}/ready`);
    for (let attempt = 0; attempt < 40 && answer.status === 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await fetch(`${platform.gameApi}/ready`);
    }
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      status: 'not_ready',
      checks: { database: 'up', redis: 'down' },
    });
  }, 30_000);
});
