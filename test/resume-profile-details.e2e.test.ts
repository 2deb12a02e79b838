import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { ALICE, PROFILES_ENV, profilesCaller, readWriteToken } from './support/resume-profiles-suite.js';

describe('resume API: experiences, skills, projects, masks, epochs, stages', () => {
  let platform: RunningPlatform;
  let alice: string;
  const { call, graphql } = profilesCaller(() => platform.resumeApi);

  beforeAll(async () => {
    platform = await startPlatform(PROFILES_ENV);
    alice = await readWriteToken(ALICE);
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('keeps experiences, skills and projects, and stores sensitive fields encrypted', async () => {
    const profile = (
      await call('POST', '/profiles', alice, {
        slug: 'career',
        displayName: 'Grace Hopper',
        title: 'Engineer',
        summaryMarkdown: 'PLAINTEXT-SUMMARY-7731',
        locationText: 'PLAINTEXT-CITY-7731',
      })
    ).json;
    const experience = await call('POST', `/profiles/${profile.id}/experiences`, alice, {
      title: 'Compiler engineer',
      company: 'Remington Rand',
      startDate: '1949-01-01',
      isCurrent: true,
      description: 'PLAINTEXT-DESCRIPTION-7731',
      achievements: ['A-0'],
      technologies: ['COBOL'],
      tags: ['compilers'],
    });
    expect(experience).toMatchObject({
      status: 201,
      json: {
        title: 'Compiler engineer',
        description: 'PLAINTEXT-DESCRIPTION-7731',
        technologies: ['COBOL'],
      },
    });
    const patched = await call('PATCH', `/profiles/${profile.id}/experiences/${experience.json.id}`, alice, {
      company: 'UNIVAC',
    });
    expect(patched.json).toMatchObject({ company: 'UNIVAC', title: 'Compiler engineer' });
    expect(
      (
        await call('POST', `/profiles/${profile.id}/skills`, alice, {
          name: 'COBOL',
          category: 'language',
          proficiencyLevel: 'expert',
          yearsOfExperience: 30,
          tags: ['compilers'],
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('POST', `/profiles/${profile.id}/projects`, alice, {
          name: 'FLOW-MATIC',
          url: 'https://example.org/flow',
          startDate: '1955-01-01',
          status: 'done',
          technologies: ['UNIVAC'],
        })
      ).status,
    ).toBe(201);
    expect((await call('GET', `/profiles/${profile.id}/experiences`, alice)).json.experiences).toHaveLength(
      1,
    );
    expect((await call('GET', `/profiles/${profile.id}/skills`, alice)).json.skills[0]).toMatchObject({
      name: 'COBOL',
      yearsOfExperience: 30,
    });
    expect((await call('GET', `/profiles/${profile.id}/projects`, alice)).json.projects[0]).toMatchObject({
      name: 'FLOW-MATIC',
    });

    const dump = await rawRows(platform, profile.id);
    expect(dump).toContain('Grace Hopper');
    for (const secret of ['PLAINTEXT-SUMMARY-7731', 'PLAINTEXT-CITY-7731', 'PLAINTEXT-DESCRIPTION-7731'])
      expect(dump).not.toContain(secret);

    const extra = await call('POST', `/profiles/${profile.id}/experiences`, alice, { title: 'Temp' });
    expect((await call('DELETE', `/profiles/${profile.id}/experiences/${extra.json.id}`, alice)).status).toBe(
      204,
    );
    expect((await call('DELETE', `/profiles/${profile.id}/experiences/${extra.json.id}`, alice)).status).toBe(
      404,
    );

    const gql = await graphql(
      alice,
      'query($id: ID!) { profile(id: $id) { id displayName experiences { title company startDate } masks { name ontology } } }',
      { id: profile.id },
    );
    expect(gql.status).toBe(200);
    expect(gql.json.data.profile).toMatchObject({
      displayName: 'Grace Hopper',
      experiences: [{ title: 'Compiler engineer', company: 'UNIVAC', startDate: '1949-01-01' }],
    });
    expect(gql.json.data.profile.masks.length).toBeGreaterThan(0);
  });

  it('serves masks, epochs, stages and mask selection', async () => {
    const masks = (await call('GET', '/masks', alice)).json.masks;
    expect(masks.length).toBeGreaterThanOrEqual(12);
    expect(masks[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      ontology: expect.stringMatching(/^(cognitive|expressive|operational)\//),
      functional_scope: expect.any(String),
      stylistic_parameters: {
        tone: expect.any(String),
        rhetorical_mode: expect.any(String),
        compression_ratio: expect.any(Number),
      },
      contexts: expect.any(Array),
      tags: expect.any(Array),
    });
    const cognitive = (await call('GET', '/masks?ontology=COGNITIVE', alice)).json.masks;
    expect(cognitive.length).toBeGreaterThan(0);
    expect(cognitive.every((m: { ontology: string }) => m.ontology.startsWith('cognitive/'))).toBe(true);
    expect((await call('GET', `/masks/${masks[0].id}`, alice)).json).toEqual(masks[0]);
    expect(await call('GET', '/masks/no-such-mask', alice)).toMatchObject({
      status: 404,
      json: { error: { code: 'NOT_FOUND' } },
    });
    expect((await call('GET', '/epochs', alice)).json.length).toBeGreaterThan(0);
    expect((await call('GET', '/stages', alice)).json.length).toBeGreaterThan(0);

    const profile = (await call('POST', '/profiles', alice, { slug: 'select', displayName: 'Select' })).json;
    const selected = await call('POST', `/profiles/${profile.id}/masks/select`, alice, {
      contexts: ['interview'],
      tags: ['leadership'],
      limit: 3,
    });
    expect(selected.status).toBe(200);
    expect(selected.json.masks.length).toBeGreaterThan(0);
    expect(selected.json.masks.length).toBeLessThanOrEqual(3);
    const scores = selected.json.masks.map((m: { relevanceScore: number }) => m.relevanceScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});

/**
 * What the database holds for a profile and its experiences: the rows as text on the PostgreSQL
 * server; with PGlite, every file of its data folder (tables and WAL), bytes as latin1 text.
 */
async function rawRows(platform: RunningPlatform, profileId: string): Promise<string> {
  if (platform.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: platform.env.DATABASE_URL });
    await client.connect();
    try {
      const profiles = await client.query(
        'select row_to_json(p)::text as row from profiles.profile p where id = $1',
        [profileId],
      );
      const experiences = await client.query(
        'select row_to_json(e)::text as row from profiles.experience e where profile_id = $1',
        [profileId],
      );
      return [...profiles.rows, ...experiences.rows].map((r) => r.row as string).join('\n');
    } finally {
      await client.end();
    }
  }
  const files = readdirSync(platform.env.DATA_DIR, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return files.map((file) => readFileSync(join(file.parentPath, file.name)).toString('latin1')).join('\n');
}
