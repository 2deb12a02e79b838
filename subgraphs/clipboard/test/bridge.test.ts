import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { request } from 'node:http';
import { PATHS } from '../src/bridge/bridge-paths.js';
import { ClipsRepository } from '../src/store/clips.repository.js';
import {
  writer,
  bridge,
  ids,
  getJson,
  mcpClient,
  idsOf,
  textOf,
  jsonOf,
  sseEvents,
} from './bridge-harness.js';

// The context bridge: MCP over streamable HTTP and over SSE (set-up in bridge-harness.ts).

describe('MCP over streamable HTTP', () => {
  let client: Client;
  beforeAll(async () => {
    client = await mcpClient();
  });
  afterAll(() => client?.close());

  it('lists the bundles and every clip as resources', async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(expect.arrayContaining(['mfm://clips/recent', 'mfm://clips/context']));
    for (const id of Object.values(ids)) expect(uris).toContain(`mfm://clip/${id}`);
    const recipe = resources.find((r) => r.uri === `mfm://clip/${ids.recipe}`)!;
    expect(recipe).toMatchObject({ mimeType: 'text/plain', title: 'banana bread recipe with walnuts' });
    expect(recipe.description).toContain('Safari');
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(
      expect.arrayContaining(['mfm://clip/{id}', 'mfm://search/{query}']),
    );
  });

  it('reads a clip as its text, and the bundles and a search as JSON', async () => {
    const clip = await client.readResource({ uri: `mfm://clip/${ids.rollback}` });
    expect(clip.contents).toEqual([
      {
        uri: `mfm://clip/${ids.rollback}`,
        mimeType: 'text/plain',
        text: 'rollback plan for the billing deploy',
      },
    ]);

    const recent = jsonOf(await client.readResource({ uri: 'mfm://clips/recent' }));
    expect(idsOf(recent.items)).toEqual([ids.recipe, ids.rollback, ids.deploy, ids.old]);

    const context = jsonOf(await client.readResource({ uri: 'mfm://clips/context' }));
    expect(idsOf(context.items)[0]).toBe(ids.old); // pinned first

    const search = await client.readResource({
      uri: `mfm://search/${encodeURIComponent('billing AND rollback')}`,
    });
    expect(idsOf(jsonOf(search).items)).toEqual([ids.rollback]);
  });

  it('refuses a clip that does not exist', async () => {
    await expect(client.readResource({ uri: 'mfm://clip/999999' })).rejects.toThrow(/not found/);
    await expect(client.readResource({ uri: 'mfm://clip/abc' })).rejects.toThrow(/not found/);
  });

  it('offers search_clips, recent_clips and get_clip', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_clip', 'recent_clips', 'search_clips']);
    const search = tools.find((t) => t.name === 'search_clips')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(search.annotations?.readOnlyHint).toBe(true);
  });

  it('finds a planted clip by full text and by meaning', async () => {
    const fulltext = textOf(await client.callTool({ name: 'search_clips', arguments: { query: 'walnuts' } }));
    expect(idsOf(fulltext.items)).toEqual([ids.recipe]);
    expect(fulltext.items[0]).toMatchObject({
      source_app: 'Safari',
      content: 'banana bread recipe with walnuts',
      tags: [],
    });

    const semantic = textOf(
      await client.callTool({
        name: 'search_clips',
        arguments: { query: 'banana bread recipe', mode: 'semantic', limit: 2 },
      }),
    );
    expect(semantic.mode).toBe('semantic');
    expect(semantic.items[0].id).toBe(ids.recipe);
    expect(semantic.items).toHaveLength(2);
    expect(typeof semantic.items[0].score).toBe('number');

    const scoped = textOf(
      await client.callTool({ name: 'search_clips', arguments: { query: 'billing', app: 'slack' } }),
    );
    expect(idsOf(scoped.items)).toEqual([ids.rollback]);
  });

  it('gets one clip and lists recent ones through tools', async () => {
    expect(textOf(await client.callTool({ name: 'get_clip', arguments: { id: ids.deploy } }))).toMatchObject({
      id: ids.deploy,
      tags: ['ops'],
    });
    const missing = await client.callTool({ name: 'get_clip', arguments: { id: 999999 } });
    expect(missing.isError).toBe(true);
    expect(
      idsOf(
        textOf(await client.callTool({ name: 'recent_clips', arguments: { tag: 'ops', limit: 1 } })).items,
      ),
    ).toEqual([ids.rollback]);
    const invalid = await client.callTool({ name: 'search_clips', arguments: { query: '' } });
    expect(invalid.isError).toBe(true);
  });

  it('keeps each client in its own session and ends it on DELETE', async () => {
    const transport = new StreamableHTTPClientTransport(new URL(`${bridge.url}${PATHS.mcp}`));
    const other = new Client({ name: 'second', version: '1.0.0' });
    await other.connect(transport);
    const sessionId = transport.sessionId!;
    expect(sessionId).toMatch(/[0-9a-f-]{36}/);
    await transport.terminateSession();
    const after = await fetch(`${bridge.url}${PATHS.mcp}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': sessionId,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(after.status).toBe(404);
    await other.close();
  });

  it('answers a plain GET with the earlier resource listing, and a request without a session with 400', async () => {
    const { status, body } = await getJson(PATHS.mcp);
    expect(status).toBe(200);
    expect(body.version).toBe('2025-03-26');
    expect(body.resources.map((r: { uri: string }) => r.uri)).toEqual(
      expect.arrayContaining([
        'mfm://clips/recent',
        `${bridge.url}/mcp/context`,
        `${bridge.url}${PATHS.sse}`,
      ]),
    );
    const noSession = await fetch(`${bridge.url}${PATHS.mcp}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(noSession.status).toBe(400);
    const badJson = await fetch(`${bridge.url}${PATHS.mcp}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ error: 'bad_request' });
  });
});

describe('legacy MCP over SSE (2024-11-05)', () => {
  it('serves MCP to the SDK SSE client', async () => {
    const client = new Client({ name: 'legacy', version: '1.0.0' });
    await client.connect(new SSEClientTransport(new URL(`${bridge.url}${PATHS.sse}`)));
    const result = textOf(await client.callTool({ name: 'search_clips', arguments: { query: 'walrus' } }));
    expect(idsOf(result.items)).toEqual([ids.old]);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`mfm://clip/${ids.recipe}`);
    await client.close();
  });

  it('emits the endpoint event, then a heartbeat with count and latest, repeatedly', async () => {
    const events = await sseEvents('heartbeat', 2);
    expect(events[0].event).toBe('endpoint');
    expect(events[0].data).toMatch(new RegExp(`^${PATHS.messages}\\?sessionId=[0-9a-f-]+$`));
    const beat = JSON.parse(events.find((e) => e.event === 'heartbeat')!.data);
    const newest = new ClipsRepository(writer).latest()!;
    expect(Object.keys(beat).sort()).toEqual(['count', 'latest']);
    expect(beat.count).toBe(new ClipsRepository(writer).count());
    expect(beat.latest).toBe(newest.created_at);
    expect(beat.latest).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('refuses a message for an unknown stream', async () => {
    const res = await fetch(`${bridge.url}${PATHS.messages}?sessionId=nope`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'unknown_session' });
  });
});
