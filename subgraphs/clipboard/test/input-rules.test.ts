import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningClipboardServer } from '../src/http/clipboard-server.js';
import { postJson, seededHome, startOn } from './http-fixture.js';

/**
 * Every mutation of the clipboard API (`mfm serve`), sent the same invalid input through its REST path and
 * through /graphql: both answer with the same rule and code (400 ↔ BAD_USER_INPUT), because both are held
 * to one declaration (the SDL's @constraint rules, or the import's own check of a peer export).
 */
describe('one rule for REST and GraphQL clients of the clipboard API', () => {
  let server: RunningClipboardServer;
  let fixture: Awaited<ReturnType<typeof seededHome>>;
  beforeAll(async () => {
    fixture = await seededHome([{ text: 'a clip to pin' }]);
    server = await startOn(fixture.home);
  });
  afterAll(async () => {
    await server?.close();
    fixture?.dispose();
  });

  const cases = [
    {
      name: 'setPinned',
      rest: ['/pin', { id: 0, pinned: true }],
      graphql: 'mutation { setPinned(id: 0, pinned: true) { id } }',
      rule: 'must be at least 1',
    },
    {
      name: 'dropClip',
      rest: ['/dropper', { url: 'javascript:alert(1)', selection: 'x' }],
      graphql: 'mutation { dropClip(input: { url: "javascript:alert(1)", selection: "x" }) { status } }',
      rule: 'must be an http(s) URL',
    },
    {
      name: 'dropClip (app)',
      rest: ['/dropper', { selection: 'x', app: 'a'.repeat(201) }],
      graphql: `mutation { dropClip(input: { selection: "x", app: "${'a'.repeat(201)}" }) { status } }`,
      rule: 'must be at most 200 characters',
    },
    {
      name: 'ingestUrl',
      rest: ['/ingest_url', { url: 'file:///etc/passwd' }],
      graphql: 'mutation { ingestUrl(url: "file:///etc/passwd") { status } }',
      rule: 'must be an http(s) URL',
    },
    {
      name: 'federateImport',
      rest: ['/federate_import', { clips: 'nope' }],
      graphql: 'mutation { federateImport(payload: { clips: "nope" }) { added } }',
      rule: 'not a peer export: payload: Invalid input',
    },
  ] as const;

  it('answers each invalid input with the same rule and code on both APIs', async () => {
    const outcomes = [];
    for (const { name, rest, graphql } of cases) {
      const restReply = await postJson(server.url, rest[0], rest[1]);
      const graphqlReply = await postJson(server.url, '/graphql', { query: graphql });
      const error = graphqlReply.body.errors?.[0];
      outcomes.push({
        name,
        rest: [restReply.status, restReply.body.details?.[0]?.message ?? restReply.body.message],
        graphql: [error?.extensions?.code, error?.extensions?.issues?.[0]?.message ?? error?.message],
      });
    }
    expect(outcomes).toEqual(
      cases.map(({ name, rule }) => ({ name, rest: [400, rule], graphql: ['BAD_USER_INPUT', rule] })),
    );
  });
});
