import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import { DEV_JWT_SECRET } from '@platform/config';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';

/**
 * @authenticated and @requiresScopes of the supergraph, checked by the gateway before any subgraph
 * is called (docs/auth-directives.md). A refusal at the gateway answers with the code's HTTP status
 * and no `data` at all; a resolver's refusal would answer 200 with `data: null` and the field's path.
 */
async function graphql(platform: RunningPlatform, query: string, token?: string) {
  const response = await fetch(platform.graphql, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ message: string; path?: unknown; extensions?: Record<string, unknown> }>;
    },
  };
}

const refusedAtGateway = (status: number, extensions: Record<string, unknown>) => ({
  status,
  body: { errors: [expect.objectContaining({ extensions: expect.objectContaining(extensions) })] },
});

const resumeToken = (permissions: string[]) =>
  developmentToken('resume', DEV_JWT_SECRET, { sub: randomUUID(), permissions });
const cardsToken = (scope: string) =>
  developmentToken('cards', DEV_JWT_SECRET, { sub: randomUUID(), scope, tokenUse: 'user' });
const gameToken = () => developmentToken('game', DEV_JWT_SECRET, { sub: randomUUID() });

describe('auth directives enforced by the gateway', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('tabs: refuses @authenticated Query.tabs without a token (401), serves a signed-in user', async () => {
    const anonymous = await graphql(platform, '{ tabs(limit: 5) { id } }');
    expect(anonymous).toMatchObject(refusedAtGateway(401, { code: 'UNAUTHENTICATED' }));
    expect(anonymous.body.data).toBeUndefined();
    expect(anonymous.body.errors?.[0].path).toBeUndefined();
    const user = await signUp(platform.api);
    const served = await graphql(platform, '{ tabs(limit: 5) { id } }', user.token);
    expect(served).toMatchObject({ status: 200, body: { data: { tabs: [] } } });
    expect(served.body.errors).toBeUndefined();
  });

  it('tabs: refuses a mutation before it runs, so nothing is written', async () => {
    const createTab = 'mutation { createTab(input: { url: "https://example.com/a", title: "A" }) { id } }';
    expect(await graphql(platform, createTab)).toMatchObject(
      refusedAtGateway(401, { code: 'UNAUTHENTICATED' }),
    );
    const user = await signUp(platform.api);
    expect((await request(platform.api, 'GET', '/api/tabs', { token: user.token })).body).toEqual([]);
  });

  it('resume: FORBIDDEN insufficient_scope without profiles:read, another realm UNAUTHENTICATED', async () => {
    const query = '{ profiles(limit: 5) { total } }';
    expect(await graphql(platform, query)).toMatchObject(refusedAtGateway(401, { code: 'UNAUTHENTICATED' }));
    const writeOnly = await graphql(platform, query, await resumeToken(['profiles:write']));
    expect(writeOnly).toMatchObject(
      refusedAtGateway(403, {
        code: 'FORBIDDEN',
        reason: 'insufficient_scope',
        required_scopes: ['profiles:read'],
      }),
    );
    expect(writeOnly.body.data).toBeUndefined();
    // A cards token whose scope happens to hold the same word is no resume caller.
    const foreign = await graphql(platform, query, await cardsToken('profiles:read'));
    expect(foreign).toMatchObject(refusedAtGateway(401, { code: 'UNAUTHENTICATED' }));
    expect(foreign.body.errors?.[0].message).toMatch(/needs a resume token/);
    const reader = await graphql(platform, query, await resumeToken(['profiles:read']));
    expect(reader).toMatchObject({ status: 200, body: { data: { profiles: { total: 0 } } } });
  });

  it('resume: a mutation needs profiles:write, a read token is refused before the profile is created', async () => {
    const create = 'mutation { createResumeProfile(input: { displayName: "Ada", slug: "ada-auth" }) { id } }';
    const reader = await resumeToken(['profiles:read']);
    expect(await graphql(platform, create, reader)).toMatchObject(
      refusedAtGateway(403, { code: 'FORBIDDEN', required_scopes: ['profiles:write'] }),
    );
    expect((await graphql(platform, '{ profiles(limit: 5) { total } }', reader)).body.data).toEqual({
      profiles: { total: 0 },
    });
  });

  it('resume: the Hunter Protocol needs hunter:use, profiles permissions are not it', async () => {
    const query = '{ hunterAccount { tier } }';
    expect(
      await graphql(platform, query, await resumeToken(['profiles:read', 'profiles:write'])),
    ).toMatchObject(refusedAtGateway(403, { code: 'FORBIDDEN', required_scopes: ['hunter:use'] }));
    const hunter = await graphql(platform, query, await resumeToken(['hunter:use']));
    expect(hunter).toMatchObject({ status: 200, body: { data: { hunterAccount: { tier: 'FREE' } } } });
  });

  it('cards: FORBIDDEN without portfolio:read, served with it; every field of the operation counts', async () => {
    const query = '{ portfolioStats { totalCards } }';
    const priceReader = await cardsToken('pricing:read');
    expect(await graphql(platform, query, priceReader)).toMatchObject(
      refusedAtGateway(403, { code: 'FORBIDDEN', required_scopes: ['portfolio:read'] }),
    );
    // One allowed and one refused field: the whole operation is refused, nothing half-answered.
    const mixed = await graphql(
      platform,
      `
        {
          portfolioStats {
            totalCards
          }
          trades {
            hasMore
          }
        }
      `,
      priceReader,
    );
    expect(mixed).toMatchObject(refusedAtGateway(403, { code: 'FORBIDDEN' }));
    const viaFragment = await graphql(
      platform,
      'query { ...Stats } fragment Stats on Query { portfolioStats { totalCards } }',
      priceReader,
    );
    expect(viaFragment).toMatchObject(refusedAtGateway(403, { code: 'FORBIDDEN' }));
    const owner = await graphql(platform, query, await cardsToken('portfolio:read'));
    expect(owner).toMatchObject({ status: 200, body: { data: { portfolioStats: { totalCards: 0 } } } });
  });

  it('game: refuses @authenticated Query.myCreatures without a token, serves a player', async () => {
    const query = '{ myCreatures(limit: 5) { id } }';
    expect(await graphql(platform, query)).toMatchObject(refusedAtGateway(401, { code: 'UNAUTHENTICATED' }));
    const player = await graphql(platform, query, await gameToken());
    expect(player).toMatchObject({ status: 200, body: { data: { myCreatures: [] } } });
    // @authenticated asks for a caller of any realm; the resolver still asks for a game token.
    const resume = await graphql(platform, query, await resumeToken(['profiles:read']));
    expect(resume).toMatchObject({
      status: 200,
      body: { data: null, errors: [{ path: ['myCreatures'], extensions: { code: 'UNAUTHENTICATED' } }] },
    });
  });

  it('leaves fields without a directive to their resolvers', async () => {
    const open = await graphql(platform, '{ accountByHandle(handle: "nobody-here") { handle } }');
    expect(open).toMatchObject({ status: 200, body: { data: { accountByHandle: null } } });
  });
});
