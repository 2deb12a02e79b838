import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { gameTurfSuite } from './support/game-turf-suite.js';

const turf = gameTurfSuite();
const { players, game } = turf;

beforeAll(() => turf.start(), 240_000);
afterAll(() => turf.stop());

describe('location game: crews', () => {
  it('runs crews: create, join, roles, leave', async () => {
    expect(
      (await game('a', 'POST', '/api/v1/turf/crews', { name: 'Park Rangers', tag: 'PR', color: '#1e90ff' }))
        .status,
    ).toBe(400);
    expect(
      (await game('a', 'POST', '/api/v1/turf/crews', { name: 'Park Rangers', tag: 'PARK', color: 'blue' }))
        .status,
    ).toBe(400);
    const created = await game('a', 'POST', '/api/v1/turf/crews', {
      name: 'Park Rangers',
      tag: 'park',
      color: '#1E90FF',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Park Rangers',
      tag: 'PARK',
      color: '#1e90ff',
      active: false,
    });
    const crewId = created.body.id;
    expect(
      (await game('b', 'POST', '/api/v1/turf/crews', { name: 'Other', tag: 'PARK', color: '#000000' }))
        .status,
    ).toBe(409);

    const joined = await game('b', 'POST', `/api/v1/turf/crews/${crewId}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body.members.map((m: { playerId: string; role: string }) => [m.playerId, m.role])).toEqual([
      [players.a, 'leader'],
      [players.b, 'member'],
    ]);
    expect(
      (await game('b', 'PUT', `/api/v1/turf/crews/members/${players.a}/role`, { role: 'member' })).status,
    ).toBe(403);
    const promoted = await game('a', 'PUT', `/api/v1/turf/crews/members/${players.b}/role`, {
      role: 'officer',
    });
    expect(promoted.body.members[1].role).toBe('officer');
    expect((await game('b', 'GET', '/api/v1/turf/me/crew')).body.id).toBe(crewId);
    expect((await game('c', 'GET', '/api/v1/turf/me/crew')).status).toBe(404);
    expect((await game('c', 'GET', `/api/v1/turf/crews/${randomUUID()}`)).status).toBe(404);

    expect((await game('a', 'POST', '/api/v1/turf/crews/leave')).body).toEqual({ disbanded: false });
    expect((await game('b', 'GET', `/api/v1/turf/crews/${crewId}`)).body.members).toEqual([
      expect.objectContaining({ playerId: players.b, role: 'leader' }),
    ]);
    expect((await game('b', 'POST', '/api/v1/turf/crews/leave')).body).toEqual({ disbanded: true });
  });
});
