import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { cellToParent, latLngToCell } from 'h3-js';
import type { RequestContext } from '@platform/auth';
import { parseGeoJsonZones } from '../src/zones/geojson-zones.js';
import { coveringCells, ZoneIndex } from '../src/zones/zone-index.js';
import { playerResolvers } from '../src/graphql/player.resolvers.js';
import type { GeoSafetyDomain } from '../src/domain.js';
import type { ValidatedPosition } from '../src/session/location-state-store.js';

const zones = parseGeoJsonZones(
  readFileSync(new URL('./fixtures/exclusion-zones.geojson', import.meta.url), 'utf8'),
).zones;
const index = new ZoneIndex(9);
zones.forEach((zone, i) => index.add({ id: i + 1, ...zone }, coveringCells(zone.geometry, 9)));

describe('zone queries for the map and for cells', () => {
  it('lists zones within the radius, nearest first, and none beyond it', () => {
    // Between the school (13.4000-13.4015) and the hospital's first wing (13.4100-...), nearer the school.
    const point = { lat: 52.5204, lng: 13.403 };
    expect(index.near(point.lat, point.lng, 50)).toEqual([]);
    const found = index.near(point.lat, point.lng, 600);
    expect(found.map(({ zone }) => zone.kind)).toEqual(['school', 'hospital']);
    expect(found[0].distanceMeters).toBeLessThan(found[1].distanceMeters);
    expect(index.near(52.5204, 13.4007, 0)).toEqual([expect.objectContaining({ distanceMeters: 0 })]);
  });

  it('answers the zones of a cell at the index resolution, finer and coarser', () => {
    const school = latLngToCell(52.5204, 13.4007, 9);
    expect(index.inCell(school).map((zone) => zone.kind)).toEqual(['school']);
    expect(index.inCell(latLngToCell(52.5204, 13.4007, 11)).map((zone) => zone.kind)).toEqual(['school']);
    expect(
      index
        .inCell(cellToParent(school, 7))
        .map((zone) => zone.kind)
        .sort(),
    ).toEqual(['government', 'hospital', 'school']);
    expect(index.inCell(latLngToCell(52.5204, 13.4007, 2))).toEqual([]);
    expect(index.inCell('not-a-cell')).toEqual([]);
  });
});

describe('Player position privacy', () => {
  const position: ValidatedPosition = {
    lat: 52.5,
    lng: 13.4,
    accuracy: 5,
    at: Date.parse('2026-11-23T10:00:00Z'),
    h3Cell: '871f1d489ffffff',
    gameplayCell: '891f1d48943ffff',
  };
  const domain = {
    services: { store: { lastValidated: async () => position }, zones: { index } },
    districtOf: (cell: string) => cellToParent(cell, 6),
  } as unknown as GeoSafetyDomain;
  const resolvers = playerResolvers(domain) as any;
  const contextOf = (subject: string) =>
    ({
      requestId: 'r',
      internal: false,
      identity: { realm: 'game', subject, scopes: [], tier: null, expiresAt: 0, extras: {} },
    }) as RequestContext;
  const me = '6d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

  it('gives a player their own last valid position and cells', async () => {
    const player = { id: me };
    expect(await resolvers.Player.lastValidatedH3Cell(player, {}, contextOf(me))).toBe('871f1d489ffffff');
    expect(await resolvers.Player.lastValidatedGameplayCell(player, {}, contextOf(me))).toBe(
      '891f1d48943ffff',
    );
    expect(await resolvers.Player.lastValidatedAt(player, {}, contextOf(me))).toEqual(new Date(position.at));
  });

  it('answers null for anyone else asking about the player', async () => {
    const player = { id: me };
    const other = contextOf('11111111-2222-4333-8444-555555555555');
    expect(await resolvers.Player.lastValidatedPosition(player, {}, other)).toBeNull();
    expect(await resolvers.Player.lastValidatedH3Cell(player, {}, other)).toBeNull();
  });
});
