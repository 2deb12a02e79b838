import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { developmentToken } from '@platform/auth';
import {
  freshServerDatabase,
  START_HOOK_TIMEOUT_MS,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { graphql, request } from './support/http-client.js';

// Exclusion zones an operator brings in: `npm run zones:import` of an OpenStreetMap XML extract and a
// GeoJSON file into the database a platform then starts on, and the admin API (REST and GraphQL)
// that lists, adds and removes zones, refused without the admin role, with who and when in its audit.
const JWT_SECRET = 'game-zones-e2e-secret-long-enough-0123456789abc';
const ROOT = new URL('../', import.meta.url).pathname;

/** A closed square way of nodes from `first`, `size` degrees a side, south-west corner at lat/lon. */
function square(first: number, lat: number, lon: number, size: number) {
  const corners = [
    [lat, lon],
    [lat, lon + size],
    [lat + size, lon + size],
    [lat + size, lon],
  ];
  return {
    nodes: corners.map(([la, lo], i) => `<node id="${first + i}" lat="${la}" lon="${lo}"/>`).join(''),
    refs: [0, 1, 2, 3, 0].map((i) => `<nd ref="${first + i}"/>`).join(''),
  };
}

const school = square(100, 52.52, 13.4, 0.001);
const hospital = square(200, 52.53, 13.42, 0.001);
const shop = square(300, 52.54, 13.43, 0.001);
// The hospital's outer ring is split into two ways, joined by the import as OSM multipolygons are.
const OSM_XML = `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6" generator="e2e">
  ${school.nodes}${hospital.nodes}${shop.nodes}
  <node id="400" lat="52.55" lon="13.44"><tag k="amenity" v="townhall"/><tag k="name" v="Rathaus"/></node>
  <way id="10">${school.refs}<tag k="amenity" v="school"/><tag k="name" v="Grundschule am Park"/></way>
  <way id="20"><nd ref="200"/><nd ref="201"/><nd ref="202"/></way>
  <way id="21"><nd ref="202"/><nd ref="203"/><nd ref="200"/></way>
  <relation id="30"><member type="way" ref="20" role="outer"/><member type="way" ref="21" role="outer"/>
    <tag k="type" v="multipolygon"/><tag k="amenity" v="hospital"/><tag k="name" v="Klinikum"/></relation>
  <way id="40">${shop.refs}<tag k="shop" v="bakery"/></way>
</osm>`;
const GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'kita-1',
      properties: { amenity: 'kindergarten', name: 'Kita' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [13.5, 52.5],
            [13.501, 52.5],
            [13.501, 52.501],
            [13.5, 52.5],
          ],
        ],
      },
    },
  ],
});

function importZones(env: Record<string, string>, file: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/zones-import.ts', file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

const tokenOf = (player: string, roles?: string[]) =>
  developmentToken('game', JWT_SECRET, { sub: player, ...(roles ? { roles } : {}) });

describe('zones imported from OpenStreetMap and managed by admins', () => {
  let platform: RunningPlatform;
  const dir = mkdtempSync(join(tmpdir(), 'zones-e2e-'));
  const admin = randomUUID();
  let database: { env: Record<string, string>; drop(): Promise<void> };
  const imports: Array<ReturnType<typeof importZones>> = [];

  beforeAll(async () => {
    const server = process.env.TEST_DATABASE === 'postgres' ? await freshServerDatabase() : undefined;
    database = server
      ? { env: { DATABASE_URL: server.url }, drop: () => server.drop() }
      : { env: { DATA_DIR: join(dir, 'data') }, drop: async () => undefined };
    writeFileSync(join(dir, 'kita.geojson'), GEOJSON);
    writeFileSync(join(dir, 'berlin.osm'), OSM_XML);
    // The same extract as PBF, written as Geofabrik's are, and a PBF file cut short after its header.
    execFileSync('osmium', ['cat', join(dir, 'berlin.osm'), '-o', join(dir, 'berlin.osm.pbf')]);
    writeFileSync(join(dir, 'cut.osm.pbf'), readFileSync(join(dir, 'berlin.osm.pbf')).subarray(0, 60));
    // The GeoJSON import first: an OSM import replaces the osm source whole, so the Kita goes; the XML
    // import last replaces the PBF one with the same zones.
    for (const file of ['kita.geojson', 'berlin.osm.pbf', 'cut.osm.pbf', 'berlin.osm'])
      imports.push(importZones(database.env, join(dir, file)));
    platform = await startPlatform({ JWT_SECRET, ...database.env });
  }, START_HOOK_TIMEOUT_MS + 240_000);
  afterAll(async () => {
    await platform?.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = async (method: string, path: string, body?: unknown, roles?: string[], player = admin) =>
    request(platform.gameApi, method, path, { token: await tokenOf(player, roles), body });
  const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, body, ['admin']);
  const gql = async (query: string, variables: Record<string, unknown> = {}, roles?: string[]) =>
    graphql(platform.graphql, query, { token: await tokenOf(admin, roles), variables });
  const validateAt = async (latitude: number, longitude: number) => {
    const answer = await call(
      'POST',
      '/api/v1/location/validate',
      {
        sessionId: randomUUID(),
        latitude,
        longitude,
        accuracy: 5,
        timestamp: new Date().toISOString(),
        platform: 'android',
      },
      undefined,
      randomUUID(),
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('imports the tagged school, hospital and town hall of an OSM extract, PBF or XML alike', () => {
    const [geojson, pbf, cut, osm] = imports;
    expect({ status: geojson.status, stderr: geojson.stderr }).toMatchObject({ status: 0 });
    expect(JSON.parse(geojson.stdout)).toMatchObject({ format: 'geojson', zones: 1, stored: true });
    // The status with stderr beside it: a failure shows why (stderr may hold the database's warnings).
    expect({ status: osm.status, stderr: osm.stderr }).toMatchObject({ status: 0 });
    expect(JSON.parse(osm.stdout)).toMatchObject({
      format: 'osm-xml',
      zones: 3,
      kinds: { school: 1, hospital: 1, government: 1 },
      skipped: { 'no zone kind': 1 },
      stored: true,
    });
    expect({ status: pbf.status, stderr: pbf.stderr }).toMatchObject({ status: 0 });
    expect(JSON.parse(pbf.stdout)).toEqual({
      ...JSON.parse(osm.stdout),
      file: 'berlin.osm.pbf',
      format: 'osm-pbf',
    });
    expect(cut.status).toBe(1);
    expect(cut.stderr).toContain('cut.osm.pbf: not a readable OSM PBF extract');
  });

  it('blocks fixes inside imported zones and lets the rest through', async () => {
    expect(await validateAt(52.5205, 13.4005)).toMatchObject({
      resultCode: 'blocked_exclusion_zone',
      checks: { zoneCheck: { kind: 'school', name: 'Grundschule am Park' } },
    });
    expect((await validateAt(52.5305, 13.4205)).checks.zoneCheck).toMatchObject({ kind: 'hospital' });
    // The Kita came with the GeoJSON import, which the OSM import replaced; the bakery is no zone.
    expect((await validateAt(52.5003, 13.5003)).resultCode).toBe('valid');
    expect((await validateAt(52.5405, 13.4305)).resultCode).toBe('valid');
  });

  it('refuses the admin API to a token without the admin role, over REST and GraphQL', async () => {
    const listed = await call('GET', '/api/v1/admin/zones');
    expect(listed.status).toBe(403);
    // The gateway's @requiresScopes refuses before the resolver's own admin check is reached.
    expect(listed.body).toMatchObject({ reason: 'insufficient_scope' });
    expect((await call('POST', '/api/v1/admin/zones', { kind: 'school', geometry: {} })).status).toBe(403);
    expect((await call('DELETE', '/api/v1/admin/zones/1')).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/zones/audit')).status).toBe(403);
    const viaGraph = await gql('{ adminExclusionZones { total } }');
    expect(viaGraph.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const added = await gql(
      'mutation($i: ExclusionZoneInput!) { adminAddExclusionZone(input: $i) { id } }',
      { i: { kind: 'school', geometry: { type: 'Polygon', coordinates: [] } } },
      ['player'],
    );
    expect(added.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists, adds and removes zones for an admin, over REST and GraphQL, with who and when', async () => {
    const listed = await asAdmin('GET', '/api/v1/admin/zones?source=osm');
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(3);
    expect(listed.body.zones.map((zone: { sourceRef: string }) => zone.sourceRef).sort()).toEqual([
      'node/400',
      'relation/30',
      'way/10',
    ]);

    const ring = [
      [13.6, 52.6],
      [13.601, 52.6],
      [13.601, 52.601],
      [13.6, 52.601],
      [13.6, 52.6],
    ];
    expect((await validateAt(52.6005, 13.6005)).resultCode).toBe('valid');
    const added = await asAdmin('POST', '/api/v1/admin/zones', {
      kind: 'government',
      name: 'Bezirksamt',
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ kind: 'government', name: 'Bezirksamt', source: 'admin' });
    expect((await validateAt(52.6005, 13.6005)).checks.zoneCheck).toMatchObject({ name: 'Bezirksamt' });

    const tooBig = await asAdmin('POST', '/api/v1/admin/zones', {
      kind: 'school',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [10, 50],
            [12, 50],
            [12, 52],
            [10, 50],
          ],
        ],
      },
    });
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body)).toContain('GAME_ZONE_MAX_CELLS');
    const notAPolygon = await asAdmin('POST', '/api/v1/admin/zones', {
      kind: 'school',
      geometry: { type: 'Point', coordinates: [13, 52] },
    });
    expect(notAPolygon.status).toBe(400);

    // GraphQL: the same zone listed and removed, then the fix there is clear again.
    const viaGraph = await gql(
      '{ adminExclusionZones(source: admin) { total zones { id name source } } }',
      {},
      ['admin'],
    );
    expect(viaGraph.data.adminExclusionZones).toEqual({
      total: 1,
      zones: [{ id: added.body.id, name: 'Bezirksamt', source: 'admin' }],
    });
    const removed = await gql(
      'mutation($id: Int!) { adminRemoveExclusionZone(id: $id) { id sourceRef } }',
      { id: added.body.id },
      ['admin'],
    );
    expect(removed.data.adminRemoveExclusionZone).toEqual({
      id: added.body.id,
      sourceRef: added.body.sourceRef,
    });
    expect((await validateAt(52.6005, 13.6005)).resultCode).toBe('valid');
    expect((await asAdmin('DELETE', `/api/v1/admin/zones/${added.body.id}`)).status).toBe(404);

    // REST removal of an imported zone.
    const schoolZone = listed.body.zones.find((zone: { sourceRef: string }) => zone.sourceRef === 'way/10');
    const gone = await asAdmin('DELETE', `/api/v1/admin/zones/${schoolZone.id}`);
    expect(gone.status).toBe(200);
    expect((await validateAt(52.5205, 13.4005)).resultCode).toBe('valid');

    const audit = await asAdmin('GET', '/api/v1/admin/zones/audit?limit=10');
    expect(audit.status).toBe(200);
    const actions = audit.body.map((entry: { action: string; actor: string; zoneId: number | null }) => [
      entry.action,
      entry.actor.startsWith('cli:') ? 'cli' : entry.actor,
      entry.zoneId,
    ]);
    expect(actions).toEqual([
      ['removed', `player:${admin}`, schoolZone.id],
      ['removed', `player:${admin}`, added.body.id],
      ['added', `player:${admin}`, added.body.id],
      ['imported', 'cli', null],
      ['imported', 'cli', null],
      ['imported', 'cli', null],
    ]);
    expect(audit.body[3].detail).toMatchObject({ file: 'berlin.osm', zones: 3 });
    expect(audit.body[4].detail).toMatchObject({ file: 'berlin.osm.pbf', zones: 3 });
    for (const entry of audit.body) expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now());
    const auditViaGraph = await gql('{ adminZoneAudit(limit: 1) { action actor name } }', {}, ['admin']);
    expect(auditViaGraph.data.adminZoneAudit).toEqual([
      { action: 'removed', actor: `player:${admin}`, name: 'Grundschule am Park' },
    ]);
  });
});
