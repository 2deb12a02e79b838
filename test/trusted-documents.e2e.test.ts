import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';

/**
 * TRUSTED_DOCUMENTS=allow-listed-clients (docs/trusted-documents.md): the first-party clients of
 * TRUSTED_DOCUMENTS_CLIENTS run only the documents of schema/persisted-documents.json, by id or by
 * text; Explorer and third-party clients run any document within the GRAPHQL_MAX_* limits.
 */
const manifest = JSON.parse(
  readFileSync(new URL('../schema/persisted-documents.json', import.meta.url), 'utf8'),
) as { operations: Array<{ id: string; name: string; body: string }> };
const listTabs = manifest.operations.find((operation) => operation.name === 'ListTabs')!;
const variables = { limit: 5, offset: 0, archived: false };
const UNLISTED = '{ tabs(limit: 5) { id title } }';

type Client = { name?: string; version?: string };

async function post(platform: RunningPlatform, payload: object, token: string, client: Client = {}) {
  const response = await fetch(platform.graphql, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(client.name ? { 'apollographql-client-name': client.name } : {}),
      ...(client.version ? { 'apollographql-client-version': client.version } : {}),
    },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

const notListed = {
  status: 403,
  body: { errors: [{ extensions: { code: 'FORBIDDEN', reason: 'persisted_query_not_in_list' } }] },
};

describe('trusted documents for first-party clients', () => {
  let platform: RunningPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await startPlatform({
      TRUSTED_DOCUMENTS: 'allow-listed-clients',
      TRUSTED_DOCUMENTS_CLIENTS: 'web,ios@1.2.0',
      GRAPHQL_MAX_COST: '5000',
    });
    token = (await signUp(platform.api)).token;
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('refuses a first-party client a document the manifest does not list, before it runs', async () => {
    const refused = await post(platform, { query: UNLISTED }, token, { name: 'web', version: '0.1.0' });
    expect(refused).toMatchObject(notListed);
    expect(refused.body.data).toBeUndefined();
  });

  it('runs a listed document sent by its full text, its text reformatted, its hash or its documentId', async () => {
    const web = { name: 'web' };
    const expected = { status: 200, body: { data: { tabs: [] } } };
    expect(await post(platform, { query: listTabs.body, variables }, token, web)).toMatchObject(expected);
    const reformatted = listTabs.body.replace(/\s+/g, ' ');
    expect(await post(platform, { query: reformatted, variables }, token, web)).toMatchObject(expected);
    const byHash = { extensions: { persistedQuery: { version: 1, sha256Hash: listTabs.id } }, variables };
    expect(await post(platform, byHash, token, web)).toMatchObject(expected);
    expect(
      await post(platform, { documentId: `sha256:${listTabs.id}`, variables }, token, web),
    ).toMatchObject(expected);
  });

  it('answers an unknown id as an unknown persisted query', async () => {
    const unknown = await post(platform, { documentId: 'f'.repeat(64) }, token, { name: 'web' });
    expect(unknown.body.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('holds a client listed with a version to the list for that version only', async () => {
    expect(await post(platform, { query: UNLISTED }, token, { name: 'ios', version: '1.2.0' })).toMatchObject(
      notListed,
    );
    const otherVersion = await post(platform, { query: UNLISTED }, token, { name: 'ios', version: '1.3.0' });
    expect(otherVersion).toMatchObject({ status: 200, body: { data: { tabs: [] } } });
  });

  it('lets Explorer and third-party clients send any document, within the cost limits', async () => {
    for (const client of [{ name: 'Apollo Studio' }, { name: 'partner-app', version: '3' }, {}]) {
      expect(await post(platform, { query: UNLISTED }, token, client)).toMatchObject({
        status: 200,
        body: { data: { tabs: [] } },
      });
    }
    const costly = '{ a: tabs(limit: 1000) { id title url } b: tabs(limit: 1000) { id title url } }';
    const overCost = await post(platform, { query: costly }, token, { name: 'Apollo Studio' });
    expect(overCost).toMatchObject({
      status: 400,
      body: { errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] },
    });
    expect(overCost.body.errors?.[0].message).toMatch(/exceeds the limit of 5000/);
  });

  it('keeps the REST APIs, which run their own listed operations in process, unaffected', async () => {
    const tabs = await request(platform.api, 'GET', '/api/tabs?limit=5', { token });
    expect(tabs).toMatchObject({ status: 200, body: [] });
  });
});
