import { execFileSync } from 'node:child_process';
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { developmentToken, generatePlatformJwks } from '@platform/auth';
import { eventually } from './support/accounts.js';
import { ALL_CARDS_SCOPES } from './support/cards-client.js';
import { COMPILED } from './support/compiled-build.js';
import { request, signUp } from './support/http-client.js';
import {
  START_HOOK_TIMEOUT_MS,
  freePort,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';

const ROOT = new URL('../', import.meta.url).pathname;
const JWT_SECRET = 'compiled-build-e2e-secret-long-enough-0123456789';

/**
 * The other suites run the TypeScript sources, or under `npm test` the same bundles in test mode;
 * `npm start` runs the bundles `npm run build` makes (scripts/build.mjs) with its own flags and
 * production settings. What only a bundle can get wrong (a file read next to its module, an import
 * the bundler hoisted, a package loaded on first use, the analysis child's own bundle) shows here.
 */
describe('the compiled build, as npm start runs it', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    // The bundles of the sources under test; the PGlite template stays as the last build left it
    // (a migration newer than it is applied at start, as in production). `npm test` has built them
    // already, and other files' platforms are starting from them: rewriting them now would race.
    if (process.env.TEST_RUN_BUILD !== '1')
      execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'pipe' });
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET,
      PROFILE_ENCRYPTION_KEY: 'cb'.repeat(32),
      OIDC_SIGNING_KEYS: JSON.stringify(generatePlatformJwks()),
      ANALYSIS_AUTOSTART: 'true',
      ML_URL: `http://127.0.0.1:${await freePort()}`,
      ML_HEALTH_INTERVAL_MS: '200',
    };
    // npm start's flags follow DATABASE_URL; the server pass gets its database from startPlatform.
    const flagsFor = process.env.TEST_DATABASE === 'postgres' ? { ...env, DATABASE_URL: 'postgres://' } : env;
    platform = await startPlatform(env, COMPILED('main', flagsFor));
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('starts its analysis child from the bundle, and /health says so', async () => {
    const health = await eventually(async () => {
      const res = await request(platform.api, 'GET', '/health');
      return res.body?.services?.mlService === 'healthy' ? res.body : undefined;
    }, 60_000);
    expect(health).toMatchObject({ status: 'ok', services: { api: 'healthy', mlService: 'healthy' } });
  }, 70_000);

  it('serves tabs over REST and the same list over GraphQL', async () => {
    const { token } = await signUp(platform.api);
    const created = await request(platform.api, 'POST', '/api/tabs', {
      token,
      body: { url: 'https://example.com/compiled', title: 'Compiled' },
    });
    expect(created.status).toBe(201);
    const listed = await request(platform.api, 'GET', '/api/tabs', { token });
    expect(listed.body.map((tab: { id: number }) => tab.id)).toEqual([created.body.id]);
    const graph = await request(platform.graphql, 'POST', '', {
      token,
      body: { query: '{ tabs(limit: 10) { id title } }' },
    });
    expect(graph.body).toEqual({ data: { tabs: [{ id: created.body.id, title: 'Compiled' }] } });
  });

  it('serves the resume and cards APIs with their own tokens', async () => {
    const sub = '5d0c7d2e-0d7b-4d43-9f1e-8a6a0f3e2c10';
    const resumeToken = await developmentToken('resume', JWT_SECRET, {
      sub,
      permissions: ['profiles:read', 'profiles:write'],
    });
    const profile = await request(platform.resumeApi, 'POST', '/profiles', {
      token: resumeToken,
      body: { slug: 'compiled', displayName: 'Compiled Build' },
    });
    expect(profile.status).toBe(201);
    expect(
      (await request(platform.resumeApi, 'GET', `/profiles/${profile.body.id}`, { token: resumeToken })).body,
    ).toMatchObject({ slug: 'compiled' });
    const cardsToken = await developmentToken('cards', JWT_SECRET, {
      sub,
      scope: ALL_CARDS_SCOPES,
      tokenUse: 'user',
    });
    const search = await request(platform.cardsApi, 'GET', '/api/v1/cards/search?q=none', {
      token: cardsToken,
    });
    expect(search.status).toBe(200);
  });

  it('serves the documents and UIs whose packages load on first request', async () => {
    const tabsDocument = await request(platform.api, 'GET', '/api-docs.json');
    expect(tabsDocument.body.openapi).toMatch(/^3\./);
    const yaml = await request(platform.resumeApi, 'GET', '/openapi.yaml');
    expect(yaml.status).toBe(200);
    expect(yaml.body).toMatch(/^openapi: /m);
    for (const [base, path] of [
      [platform.resumeApi, '/docs/'],
      [platform.resumeApi, '/redoc'],
      [platform.gameApi, '/api-docs/'],
      [platform.cardsApi, '/api-docs/'],
    ] as const) {
      const page = await request(base, 'GET', path);
      expect([path, page.status]).toEqual([path, 200]);
      expect(String(page.body)).toContain('<html');
    }
  });
});
