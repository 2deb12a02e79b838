import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { HeaderMap, type HTTPGraphQLRequest } from '@apollo/server';
import { parse } from 'graphql';
import { loadPersistedDocuments, persistedDocuments } from './persisted-documents.js';
import { documentIdOf, isFirstPartyClient, mustSendListedDocument } from './trusted-documents.js';

const http = (headers: Record<string, string> = {}, search = '', body: unknown = {}): HTTPGraphQLRequest => ({
  method: 'POST',
  headers: new HeaderMap(Object.entries(headers)),
  search,
  body,
});

const body = 'query Tabs {\n  tabs {\n    id\n  }\n}';
const id = createHash('sha256').update(body).digest('hex');
const manifest = persistedDocuments({
  format: 'apollo-persisted-query-manifest',
  version: 1,
  operations: [{ id, name: 'Tabs', type: 'query', body }],
});

describe('trusted documents', () => {
  it('names first-party clients by name, or by name and the one version listed', () => {
    const clients = ['web', 'ios@1.2.0'];
    expect(isFirstPartyClient(clients, 'web', undefined)).toBe(true);
    expect(isFirstPartyClient(clients, 'ios', '1.2.0')).toBe(true);
    expect(isFirstPartyClient(clients, 'ios', '1.3.0')).toBe(false);
    expect(isFirstPartyClient(clients, 'explorer', '1')).toBe(false);
    expect(isFirstPartyClient(clients, undefined, undefined)).toBe(false);
  });

  it('holds first-party clients to the list, everyone under enforce, and the platform’s own calls never', () => {
    const web = http({ 'apollographql-client-name': 'web' });
    const studio = http({ 'apollographql-client-name': 'Apollo Studio' });
    const clients = { clients: ['web'] };
    expect(mustSendListedDocument({ mode: 'off', ...clients }, web)).toBe(false);
    expect(mustSendListedDocument({ mode: 'allow-listed-clients', ...clients }, web)).toBe(true);
    expect(mustSendListedDocument({ mode: 'allow-listed-clients', ...clients }, studio)).toBe(false);
    expect(mustSendListedDocument({ mode: 'enforce', ...clients }, studio)).toBe(true);
    expect(mustSendListedDocument({ mode: 'enforce', ...clients }, undefined)).toBe(false);
  });

  it('finds a listed text by id (with or without sha256:), its exact hash or its printed form', () => {
    expect(manifest.textOf(id)).toBe(body);
    expect(manifest.textOf(`sha256:${id}`)).toBe(body);
    expect(manifest.textOf('0'.repeat(64))).toBeUndefined();
    expect(manifest.lists(id, parse(body))).toBe(true);
    expect(manifest.lists('other', parse('query Tabs { tabs { id } } # reformatted'))).toBe(true);
    expect(manifest.lists('other', parse('query Tabs { tabs { id title } }'))).toBe(false);
  });

  it('lists a document as Apollo Client sends it: __typename added, its own field order', () => {
    const listed = persistedDocuments({
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [
        {
          id,
          name: 'Item',
          type: 'query',
          body: 'fragment Card on Tab { title id } query Item { tabs { id ...Card } }',
        },
      ],
    });
    const fragment = 'fragment Card on Tab { __typename id title }';
    expect(listed.lists(undefined, parse(`query Item { tabs { ...Card id __typename } } ${fragment}`))).toBe(
      true,
    );
    const variables = persistedDocuments({
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [
        { id, name: 'Add', type: 'mutation', body: 'mutation Add($a: ID!, $b: Int) { add(a: $a, b: $b) }' },
      ],
    });
    expect(variables.lists(undefined, parse('mutation Add($b: Int, $a: ID!) { add(b: $b, a: $a) }'))).toBe(
      true,
    );
    // An alias named __typename is a field like any other, and another field is another document.
    expect(
      listed.lists(undefined, parse(`query Item { tabs { id ...Card __typename: url } } ${fragment}`)),
    ).toBe(false);
    expect(
      listed.lists(
        undefined,
        parse(`query Item { tabs { id ...Card } } ${fragment.replace('title', 'url')}`),
      ),
    ).toBe(false);
  });

  it('reads documentId from a POST body or a GET query', () => {
    expect(documentIdOf(http({}, '', { documentId: id }))).toBe(id);
    expect(documentIdOf(http({}, `?documentId=${id}`, undefined))).toBe(id);
    expect(documentIdOf(http())).toBeUndefined();
  });

  it('loads the committed manifest: the operations of schema/operations/', () => {
    const committed = loadPersistedDocuments();
    expect(committed.size).toBeGreaterThan(50);
  });
});
