import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';
import { eventually } from './support/accounts.js';
import {
  ALL_SCOPES,
  catalogImportDir,
  catalogRequests,
  startCatalogPlatform,
  token,
} from './support/cards-catalog-suite.js';

describe('cards API: catalog, errors, customer tokens and the API documents', () => {
  let platform: RunningPlatform;
  let importDir: string;
  let alice: string;
  const { api, createCard } = catalogRequests(() => ({ platform, alice }));

  beforeAll(async () => {
    importDir = catalogImportDir();
    platform = await startCatalogPlatform(importDir);
    alice = await token('alice');
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    rmSync(importDir, { recursive: true, force: true });
  });

  it('creates a card with the ticker rule and reads it back', async () => {
    const card = await createCard({
      name: 'Jace, the Mind Sculptor',
      set_code: 'wwk',
      image_uri: 'https://img.example/jace.jpg',
      variants: [{ label: 'Foil', finish: 'foil', market_price: 120.5, listed_price: 130 }],
    });
    expect(card).toMatchObject({
      name: 'Jace, the Mind Sculptor',
      game: 'mtg',
      set_code: 'WWK',
      ticker: 'MTG-WWK-JACETHEMIN',
      condition: 'mint',
      image_uri: 'https://img.example/jace.jpg',
    });
    expect(card.variants).toEqual([
      {
        variant_id: expect.any(String),
        label: 'Foil',
        finish: 'foil',
        market_price: 120.5,
        listed_price: 130,
      },
    ]);
    const read = await api('GET', `/api/v1/cards/${card.card_id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(card);
    expect(read.headers.get('x-request-id')).toEqual(expect.any(String));
    const plain = await createCard({ name: 'Plain', condition: 'near_mint' });
    expect(plain.variants).toEqual([
      { variant_id: expect.any(String), label: 'Standard', finish: 'standard', market_price: null },
    ]);
    expect(plain.condition).toBe('near_mint');
  });

  it('answers every error in the envelope with the request id of the X-Request-Id header', async () => {
    const noToken = await request(platform.cardsApi, 'GET', '/api/v1/cards/search');
    expect(noToken.status).toBe(401);
    expect(noToken.body.error).toEqual({
      code: 'unauthorized',
      message: expect.any(String),
      request_id: noToken.headers.get('x-request-id'),
      details: {},
    });
    const inQuery = await request(platform.cardsApi, 'GET', `/api/v1/cards/search?access_token=${alice}`);
    expect(inQuery.status).toBe(401);
    expect(inQuery.body.error.code).toBe('token_in_query');
    const bothWays = await api('GET', `/api/v1/cards/search?token=${alice}`);
    expect(bothWays.status).toBe(401);
    const forged = await api(
      'GET',
      '/api/v1/cards/search',
      undefined,
      await developmentToken('cards', 'another-secret-entirely-here-1234', { sub: 'x', scope: ALL_SCOPES }),
    );
    expect(forged.status).toBe(401);
    const expired = await token('alice', ALL_SCOPES, '1');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await api('GET', '/api/v1/cards/search', undefined, expired)).status).toBe(401);
    expect((await api('GET', '/api/v1/cards/search', undefined, 'not.a.jwt')).status).toBe(401);
    const readOnly = await token('reader', 'cards:read');
    const forbidden = await api('POST', '/api/v1/cards', { name: 'x' }, readOnly);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toMatchObject({
      code: 'insufficient_scope',
      details: { required_scopes: ['cards:write'] },
    });
    expect((await api('GET', `/api/v1/cards/${randomUUID()}/price`, undefined, readOnly)).status).toBe(403);
    const invalid = await api('POST', '/api/v1/cards', {
      name: '',
      game: 'chess',
      set_code: 'X',
      set_name: 'S',
      rarity: 'rare',
      collector_number: '1',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('invalid_request');
    expect(invalid.body.error.details.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['body.game', 'body.name']),
    );
    const missing = await api('GET', `/api/v1/cards/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect((await api('GET', '/api/v1/cards/not-a-uuid')).status).toBe(404);
    const unknownPath = await api('GET', '/api/v1/nothing-here');
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.body.error.request_id).toBe(unknownPath.headers.get('x-request-id'));
  });

  it('walks a search with the cursor, never repeating or skipping, while cards are added', async () => {
    const prefix = `walk${randomUUID().slice(0, 6)}`;
    for (const letter of ['b', 'd', 'f', 'h', 'j']) await createCard({ name: `${prefix} ${letter}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `/api/v1/cards/search?q=${prefix}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: { status: number; body: any } = await api('GET', query);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((item: { name: string }) => item.name.split(' ')[1]));
      if (pages === 0) {
        // One lands before the cursor (already walked past), one after it (still ahead).
        await createCard({ name: `${prefix} a` });
        await createCard({ name: `${prefix} i` });
      }
      expect(page.body.has_more).toBe(page.body.next_cursor !== null);
      cursor = page.body.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(['b', 'd', 'f', 'h', 'i', 'j']);
    const limited = await api('GET', `/api/v1/cards/search?q=${prefix}&limit=101`);
    expect(limited.status).toBe(400);
    const defaults = await api('GET', `/api/v1/cards/search?q=${prefix}`);
    expect(defaults.body.items).toHaveLength(7);
    const tampered = await api('GET', `/api/v1/cards/search?q=${prefix}&cursor=bm90LWEtY3Vyc29y`);
    expect(tampered.status).toBe(400);
    const filtered = await api('GET', `/api/v1/cards/search?q=${prefix}&game=pokemon`);
    expect(filtered.body.items).toEqual([]);
  });

  it('imports a catalog CSV as a job with progress and a summary', async () => {
    const started = await api('POST', '/api/v1/catalog/imports', { kind: 'csv', file: 'catalog.csv' });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      kind: 'csv',
      file: 'catalog.csv',
      status: 'queued',
      requested_by: 'alice',
    });
    const done = await eventually(async () => {
      const run = await api('GET', `/api/v1/catalog/imports/${started.body.import_id}`);
      return run.body.status === 'completed' || run.body.status === 'failed' ? run.body : undefined;
    }, 30_000);
    expect(done).toMatchObject({ status: 'completed', progress: 1, requested_by: 'alice' });
    expect(done.summary.created).toBeGreaterThan(0);
    const charizard = await api('GET', '/api/v1/cards/search?q=charizard&game=pokemon');
    expect(charizard.body.items[0]).toMatchObject({
      name: 'Charizard ex',
      set_code: 'SV3PT5',
      rarity: 'secret',
    });
    expect(
      (await api('POST', '/api/v1/catalog/imports', { kind: 'csv', file: '../etc/passwd' })).status,
    ).toBe(400);
    expect((await api('POST', '/api/v1/catalog/imports', { kind: 'xml', file: 'catalog.csv' })).status).toBe(
      400,
    );
  });

  it('issues ck_ customer tokens through GraphQL: shown once, scoped, revocable, with a last-used time', async () => {
    const graphql = (query: string, variables: Record<string, unknown>, as: string) =>
      request(platform.graphql, 'POST', '', { token: as, body: { query, variables } }).then(
        (res) => res.body,
      );
    const created = await graphql(
      'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name prefix scopes lastUsedAt revokedAt } } }',
      { input: { name: 'pricing bot', scopes: ['cards:read', 'pricing:read'] } },
      alice,
    );
    const { token: customer, apiToken } = created.data.createApiToken;
    expect(customer).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({
      name: 'pricing bot',
      prefix: customer.slice(0, 9),
      scopes: ['cards:read', 'pricing:read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    const search = await api('GET', '/api/v1/cards/search?limit=1', undefined, customer);
    expect(search.status).toBe(200);
    expect((await api('POST', '/api/v1/cards', { name: 'x' }, customer)).status).toBe(403);
    const listed = await graphql('{ apiTokens { id lastUsedAt } }', {}, alice);
    expect(listed.data.apiTokens.find((row: { id: string }) => row.id === apiToken.id).lastUsedAt).toEqual(
      expect.any(String),
    );
    expect(JSON.stringify(listed)).not.toContain(customer);
    const wider = await graphql(
      'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      { input: { name: 'too wide', scopes: ['billing:write'] } },
      alice,
    );
    expect(wider.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const byCustomer = await graphql(
      'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      { input: { name: 'nested', scopes: ['cards:read'] } },
      customer,
    );
    expect(byCustomer.errors[0].extensions.code).toBe('FORBIDDEN');
    const foreign = await graphql(
      'mutation($id: ID!) { revokeApiToken(id: $id) { id } }',
      { id: apiToken.id },
      await token('mallory'),
    );
    expect(foreign.errors[0].extensions.code).toBe('NOT_FOUND');
    const revoked = await graphql(
      'mutation($id: ID!) { revokeApiToken(id: $id) { revokedAt } }',
      { id: apiToken.id },
      alice,
    );
    expect(revoked.data.revokeApiToken.revokedAt).toEqual(expect.any(String));
    const refused = await api('GET', '/api/v1/cards/search?limit=1', undefined, customer);
    expect(refused.status).toBe(401);
    expect((await api('GET', '/api/v1/cards/search?limit=1', undefined, 'ck_unknown')).status).toBe(401);
    const internal = await graphql('{ _cardsApiToken(token: "ck_x") { id } }', {}, alice);
    expect(internal.errors).toBeDefined();
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const document = await request(platform.cardsApi, 'GET', '/api-docs.json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/cards',
        '/api/v1/cards/search',
        '/api/v1/cards/{card_id}',
        '/api/v1/cards/{card_id}/price',
        '/api/v1/cards/{card_id}/prices',
        '/api/v1/alerts/arbitrage',
        '/api/v1/pricing/changes',
      ]),
    );
    const ui = await fetch(`${platform.cardsApi}/api-docs/`);
    expect(ui.status).toBe(200);
  });
});
