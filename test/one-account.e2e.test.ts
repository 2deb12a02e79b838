import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { REALMS, type Realm } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, type JsonResponse } from './support/http-client.js';
import { eventually } from './support/accounts.js';
import { mailTo } from './support/mail-outbox.js';
import { seedCard } from './support/cards-client.js';
import {
  exchangeForRealm,
  signInWithPkce,
  signOutAt,
  type PlatformSignIn,
  type ProviderAddress,
} from './support/oidc-browser.js';

// One person, one account, every product (docs/identity/oidc.md): signed up once on the tab API,
// verified through the mailed link, signed in with authorization code + PKCE, and every API and the
// gateway reached with tokens the platform alone issued: no `npm run token`, no shared secret.

/** The token of the `/verify-email` link in the first message nodemailer wrote for this address. */
async function verificationToken(outbox: string, address: string): Promise<string> {
  const text = await eventually(async () => mailTo(outbox, address)[0]?.text);
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no verification link in: ${text}`);
  return match[1];
}

/** Each API's documented 401 body (docs/identity/realms.md), by its error code. */
const REFUSED: Record<Realm, (body: any) => unknown> = {
  tabs: (body) => body?.error === 'unauthenticated',
  resume: (body) => body?.error?.code === 'UNAUTHORIZED',
  cards: (body) => body?.error?.code === 'unauthorized',
  game: (body) => body?.error === 'unauthorized',
};

describe('one account across every product', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'one-account-'));
  const outbox = join(dataDir, 'outbox');
  const suffix = Math.random().toString(36).slice(2, 8);
  const person = {
    username: `ada_${suffix}`,
    email: `ada.${suffix}@example.com`,
    password: 'one-account-pw-1',
  };
  const admin = {
    username: `root_${suffix}`,
    email: `root.${suffix}@example.com`,
    password: 'one-account-pw-2',
  };
  let platform: RunningPlatform;
  let provider: ProviderAddress;

  beforeAll(async () => {
    platform = await startPlatform({
      DATA_DIR: join(dataDir, 'data'),
      MAIL_OUTBOX_DIR: outbox,
      ADMIN_EMAILS: admin.email,
    });
    provider = { base: platform.api, issuer: `http://localhost:${new URL(platform.api).port}` };
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One authenticated read per API: 200 while the sign-in lives, 401 once it has ended. */
  const reads = (tokens: Record<Realm, string>) => ({
    tabs: () => request(platform.api, 'GET', '/api/tabs?limit=5', { token: tokens.tabs }),
    resume: () => request(platform.resumeApi, 'GET', '/profiles', { token: tokens.resume }),
    cards: () => request(platform.cardsApi, 'GET', '/api/v1/portfolio', { token: tokens.cards }),
    game: () => request(platform.gameApi, 'GET', '/api/v1/creatures/collection', { token: tokens.game }),
  });
  const me = (token: string) =>
    request(platform.graphql, 'POST', '', { token, body: { query: '{ me { id username email } }' } });

  it('signs up once, verifies the address, signs in, and uses every API until signing out', async () => {
    const registered = await request(platform.api, 'POST', '/api/auth/register', { body: person });
    expect(registered.status).toBe(201);
    const verified = await request(platform.api, 'POST', '/api/auth/verify-email', {
      body: { token: await verificationToken(outbox, person.email) },
    });
    expect(verified.status).toBe(200);

    const session: PlatformSignIn = await signInWithPkce(provider, person);
    const id = decodeJwt(session.id_token);
    expect(id).toMatchObject({ iss: provider.issuer, email: person.email, roles: [] });
    const realmTokens = {} as Record<Realm, string>;
    for (const realm of REALMS) {
      const answer = await exchangeForRealm(provider, session.access_token, realm);
      expect({ realm, status: answer.status }).toEqual({ realm, status: 200 });
      realmTokens[realm] = answer.body.access_token;
      expect(decodeJwt(realmTokens[realm])).toMatchObject({ sid: expect.any(String), iss: provider.issuer });
    }

    // Tabs: the account the tab API knows is the one that signed up, its address now verified.
    const account = await request(platform.api, 'GET', '/api/account', { token: realmTokens.tabs });
    expect(account.body).toMatchObject({ id: id.sub, email: person.email, email_verified: true });
    const tab = await request(platform.api, 'POST', '/api/tabs', {
      token: realmTokens.tabs,
      body: { url: `https://example.com/${suffix}`, title: 'One account' },
    });
    expect(tab.status).toBe(201);
    const tabs = await request(platform.api, 'GET', '/api/tabs', { token: realmTokens.tabs });
    expect(tabs.status).toBe(200);
    expect(tabs.body.map((kept: { id: number }) => kept.id)).toContain(tab.body.id);

    // Resume: a profile of this identity, read back.
    const profile = await request(platform.resumeApi, 'POST', '/profiles', {
      token: realmTokens.resume,
      body: { slug: `ada-${suffix}`, displayName: 'Ada Lovelace' },
    });
    expect(profile.status).toBe(201);
    expect(profile.body.identityId).toBe(id.sub);
    const readBack = await request(platform.resumeApi, 'GET', `/profiles/${profile.body.id}`, {
      token: realmTokens.resume,
    });
    expect(readBack).toMatchObject({ status: 200, body: { id: profile.body.id, slug: `ada-${suffix}` } });

    // Cards: a catalog write (cards:write), a holding (portfolio:write), the portfolio read back.
    const cardId = await seedCard(platform.cardsApi, realmTokens.cards);
    const holding = await request(platform.cardsApi, 'POST', '/api/v1/portfolio/holdings', {
      token: realmTokens.cards,
      body: { card_id: cardId, quantity: 2 },
    });
    expect(holding.status).toBe(201);
    expect(holding.body.owner_id).toBe(id.sub);
    const portfolio = await request(platform.cardsApi, 'GET', '/api/v1/portfolio', {
      token: realmTokens.cards,
    });
    expect(portfolio.status).toBe(200);
    expect(JSON.stringify(portfolio.body)).toContain(cardId);
    // The one user scope a person's token never holds: the price feed's.
    const price = await request(platform.cardsApi, 'POST', `/api/v1/cards/${cardId}/prices`, {
      token: realmTokens.cards,
      body: { price: 1 },
    });
    expect(price.status).toBe(403);

    // Game: a location fix of this player is validated.
    const fix = await request(platform.gameApi, 'POST', '/api/v1/location/validate', {
      token: realmTokens.game,
      body: {
        userId: id.sub,
        sessionId: id.sub,
        latitude: 48.8584,
        longitude: 2.2945,
        accuracy: 5,
        timestamp: new Date().toISOString(),
        platform: 'android',
      },
    });
    expect({ status: fix.status, body: fix.body }).toMatchObject({
      status: 200,
      body: { resultCode: 'valid' },
    });

    // The gateway's /graphql takes every realm's token; `me` is the tab API's account, so it answers
    // the tabs token with this account and the other realms' with an error of their own.
    const gateway = await me(realmTokens.tabs);
    expect(gateway.body).toEqual({
      data: { me: { id: registered.body.userId, username: person.username, email: person.email } },
    });
    for (const realm of ['resume', 'cards', 'game'] as const) {
      const answer = await me(realmTokens[realm]);
      expect({ realm, data: answer.body.data ?? null }).toEqual({ realm, data: null });
      expect(answer.body.errors?.[0]?.extensions?.code).toEqual(expect.any(String));
    }

    // A token of one realm is refused by every other API, in that API's documented 401 body.
    const routes = reads(realmTokens);
    for (const target of REALMS)
      for (const source of REALMS.filter((realm) => realm !== target)) {
        const answer = await reads({ ...realmTokens, [target]: realmTokens[source] })[target]();
        expect({ source, target, status: answer.status, documented: REFUSED[target](answer.body) }).toEqual({
          source,
          target,
          status: 401,
          documented: true,
        });
      }
    for (const realm of REALMS)
      expect({ realm, status: (await routes[realm]()).status }).toEqual({ realm, status: 200 });

    // Signing out ends every token of the sign-in on every API, and at the gateway.
    expect(await signOutAt(provider, session)).toBe(303);
    const after: Record<string, JsonResponse> = {};
    for (const realm of REALMS) after[realm] = await routes[realm]();
    for (const realm of REALMS)
      expect({ realm, status: after[realm].status, documented: REFUSED[realm](after[realm].body) }).toEqual({
        realm,
        status: 401,
        documented: true,
      });
    expect((await me(realmTokens.tabs)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await exchangeForRealm(provider, session.access_token, 'tabs')).body.error).toBe('invalid_grant');
  }, 180_000);

  it('names the admin role in the ID token and userinfo of an admin only', async () => {
    expect((await request(platform.api, 'POST', '/api/auth/register', { body: admin })).status).toBe(201);
    const session = await signInWithPkce(provider, admin);
    expect(decodeJwt(session.id_token)).toMatchObject({ roles: ['admin'] });
    const userinfo = await request(platform.api, 'GET', '/oidc/me', { token: session.access_token });
    expect(userinfo).toMatchObject({
      status: 200,
      body: { sub: decodeJwt(session.id_token).sub, roles: ['admin'] },
    });
    // Without the profile scope, nor the roles scope, the role is not released.
    const bare = await signInWithPkce(provider, admin, undefined, 'openid email');
    expect(decodeJwt(bare.id_token)).not.toHaveProperty('roles');
    const rolesOnly = await signInWithPkce(provider, admin, undefined, 'openid roles');
    expect(decodeJwt(rolesOnly.id_token)).toMatchObject({ roles: ['admin'] });
  }, 60_000);
});
