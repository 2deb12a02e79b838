import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startContextBridge, type ContextBridge } from '../src/bridge/bridge-server.js';
import { PATHS } from '../src/bridge/bridge-paths.js';
import { isoTimestamp } from '../src/bridge/clip-queries.js';
import { CapturePipeline } from '../src/capture/capture-pipeline.js';
import { ClipsRepository } from '../src/store/clips.repository.js';
import { openDatabase, type Db } from '../src/store/database.js';

// The bridge runs in-process on its own connection; the test writes through a second connection with
// the real capture pipeline, as `mfm watch` would from another process.
let home: string;
let writer: Db;
let pipeline: CapturePipeline;
let bridge: ContextBridge;
const logged: string[] = [];
const ids: Record<string, number> = {};

async function capture(text: string, app: string, tags: string[] = [], at?: Date): Promise<number> {
  const source = at ? new CapturePipeline(writer, { now: () => at }) : pipeline;
  const result = await source.capture({ text, app, tags, source: 'file' });
  if (result.status !== 'saved') throw new Error(`not saved: ${JSON.stringify(result)}`);
  return result.id;
}

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'mfm-bridge-'));
  writer = openDatabase(join(home, 'mfm.db'));
  pipeline = new CapturePipeline(writer);
  ids.old = await capture('ancient walrus migration notes', 'Notes', [], new Date(Date.now() - 72 * 3600e3));
  ids.deploy = await capture('deploy the billing service to production', 'Terminal', ['ops']);
  ids.rollback = await capture('rollback plan for the billing deploy', 'Slack', ['ops']);
  ids.recipe = await capture('banana bread recipe with walnuts', 'Safari');
  new ClipsRepository(writer).setPinned(ids.old, true);
  bridge = await startContextBridge({ port: 0, home, heartbeatMs: 60, log: (m) => logged.push(m) });
});

afterAll(async () => {
  await bridge?.close();
  writer?.close();
  rmSync(home, { recursive: true, force: true });
});

async function getJson(path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${bridge.url}${path}`);
  return { status: res.status, body: await res.json() };
}

/** node:http, because fetch will not send a Host or Origin header of our choosing. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${bridge.url}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

async function mcpClient(): Promise<Client> {
  const client = new Client({ name: 'bridge-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${bridge.url}${PATHS.mcp}`)));
  return client;
}

const idsOf = (items: Array<{ id: number }>) => items.map((c) => c.id);
const textOf = (result: any) => JSON.parse(result.content[0].text);
const jsonOf = (result: { contents: object[] }) => JSON.parse((result.contents[0] as { text: string }).text);

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

/** Reads SSE events from a raw stream until `count` events named `name` arrived. */
async function sseEvents(
  name: string,
  count: number,
  onEach?: (n: number) => Promise<void>,
): Promise<Array<{ event: string; data: string }>> {
  const controller = new AbortController();
  const res = await fetch(`${bridge.url}${PATHS.sse}`, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: Array<{ event: string; data: string }> = [];
  let buffer = '';
  try {
    while (events.filter((e) => e.event === name).length < count) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        events.push({ event, data });
        if (event === name) await onEach?.(events.filter((e) => e.event === name).length);
      }
    }
  } finally {
    controller.abort();
  }
  return events;
}

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

describe('plain JSON paths', () => {
  it('/mcp/recent answers {"items"} in the CLI record shape, filtered', async () => {
    const { status, body } = await getJson('/mcp/recent');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['items']);
    expect(idsOf(body.items)).toEqual([ids.recipe, ids.rollback, ids.deploy, ids.old]);
    expect(Object.keys(body.items[0]).sort()).toEqual(
      [
        'content',
        'created_at',
        'file_path',
        'id',
        'lang',
        'notes',
        'pinned',
        'source_app',
        'tags',
        'title',
        'window_title',
      ].sort(),
    );
    expect(idsOf((await getJson('/mcp/recent?limit=2')).body.items)).toEqual([ids.recipe, ids.rollback]);
    expect(idsOf((await getJson('/mcp/recent?app=terminal')).body.items)).toEqual([ids.deploy]);
    expect(idsOf((await getJson('/mcp/recent?tag=OPS')).body.items)).toEqual([ids.rollback, ids.deploy]);
  });

  it('/mcp/context puts pinned clips first and honours hours, pins, app, tag and limit', async () => {
    expect(idsOf((await getJson('/mcp/context')).body.items)).toEqual([
      ids.old,
      ids.recipe,
      ids.rollback,
      ids.deploy,
    ]);
    expect(idsOf((await getJson('/mcp/context?limit=2')).body.items)).toEqual([ids.old, ids.recipe]);
    expect(idsOf((await getJson('/mcp/context?hours=24')).body.items)).toEqual([
      ids.recipe,
      ids.rollback,
      ids.deploy,
    ]);
    expect(idsOf((await getJson('/mcp/context?pins=true')).body.items)).toEqual([ids.old]);
    expect(idsOf((await getJson('/mcp/context?pins_only=1&hours=1')).body.items)).toEqual([]);
    expect(idsOf((await getJson('/mcp/context?tag=ops&app=Slack')).body.items)).toEqual([ids.rollback]);
  });

  it('/mcp/search runs FTS5 (with the phrase fallback) and semantic search', async () => {
    const { body } = await getJson(`/mcp/search?q=${encodeURIComponent('billing NOT rollback')}`);
    expect(idsOf(body.items)).toEqual([ids.deploy]);
    expect(body).toMatchObject({ mode: 'fulltext', fallback: false });
    const fallback = (await getJson(`/mcp/search?q=${encodeURIComponent('"unbalanced')}`)).body;
    expect(fallback.fallback).toBe(true);
    const semantic = (await getJson('/mcp/search?q=bread+with+walnuts&mode=semantic&limit=1')).body;
    expect(idsOf(semantic.items)).toEqual([ids.recipe]);
    expect(semantic.items[0].score).toBeGreaterThan(0);
  });

  it('/health reports status, count and latest', async () => {
    const { status, body } = await getJson('/health');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      count: new ClipsRepository(writer).count(),
      latest: new ClipsRepository(writer).latest()!.created_at,
    });
  });

  it.each([
    ['/mcp/recent?limit=abc', 'limit'],
    ['/mcp/recent?limit=0', 'limit'],
    ['/mcp/recent?limit=100000', 'limit'],
    ['/mcp/recent?limit=1&limit=2', 'limit'],
    ['/mcp/recent?app=', 'app'],
    ['/mcp/context?hours=-1', 'hours'],
    ['/mcp/context?hours=soon', 'hours'],
    ['/mcp/context?pins=maybe', 'pins'],
    ['/mcp/search', 'q'],
    ['/mcp/search?q=%20%20', 'q'],
    ['/mcp/search?q=x&mode=fuzzy', 'mode'],
  ])('%s is a 400 naming %s', async (path, param) => {
    const { status, body } = await getJson(path);
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
    expect(body.message).toContain(`${param}:`);
  });

  it('answers unknown paths with a JSON 404 and keeps serving', async () => {
    const { status, body } = await getJson('/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not_found', message: 'no such path: GET /nope' });
    expect((await getJson('/health')).status).toBe(200);
  });
});

describe('DNS-rebinding protection', () => {
  it.each(['/health', '/mcp/recent', PATHS.mcp, PATHS.sse])('refuses a foreign Host on %s', async (path) => {
    const res = await rawGet(path, { host: `evil.example:${bridge.port}` });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'forbidden_host' });
  });

  it('accepts every loopback name on any port, and refuses a foreign Origin', async () => {
    for (const host of ['localhost:1234', '127.0.0.1', '[::1]:39300'])
      expect((await rawGet('/health', { host })).status).toBe(200);
    expect((await rawGet('/health', { host: 'localhost', origin: 'http://localhost:3000' })).status).toBe(
      200,
    );
    const foreign = await rawGet('/health', { host: 'localhost', origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toMatchObject({ error: 'forbidden_origin' });
  });
});

describe('freshness', () => {
  it('shows a clip captured while the bridge runs in the next request, on every path', async () => {
    const before = (await getJson('/health')).body.count;
    const client = await mcpClient();
    // Prime the semantic index and statement caches, so staleness would show.
    await client.callTool({ name: 'search_clips', arguments: { query: 'zebra', mode: 'semantic' } });
    const id = await capture('zebra crossing photo caption', 'Photos', ['fresh']);
    expect((await getJson('/mcp/recent?limit=1')).body.items[0].id).toBe(id);
    expect(idsOf((await getJson('/mcp/search?q=zebra')).body.items)).toEqual([id]);
    expect((await getJson('/health')).body).toMatchObject({ count: before + 1 });
    expect(
      textOf(
        await client.callTool({
          name: 'search_clips',
          arguments: { query: 'zebra crossing', mode: 'semantic', limit: 1 },
        }),
      ).items[0].id,
    ).toBe(id);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`mfm://clip/${id}`);
    await client.close();
  });

  it('reports the new count in the next heartbeat of an open stream', async () => {
    let countAtOpen = 0;
    let added = 0;
    const events = await sseEvents('heartbeat', 2, async (n) => {
      if (n === 1) {
        countAtOpen = new ClipsRepository(writer).count();
        added = await capture('heartbeat freshness probe', 'Terminal');
      }
    });
    const beats = events.filter((e) => e.event === 'heartbeat').map((e) => JSON.parse(e.data));
    expect(beats[0].count).toBe(countAtOpen);
    expect(beats[1]).toEqual({
      count: countAtOpen + 1,
      latest: new ClipsRepository(writer).get(added)!.created_at,
    });
  });
});

describe('start and stop', () => {
  it('binds loopback only and reports a busy port', async () => {
    await expect(startContextBridge({ host: '0.0.0.0', port: 0, home })).rejects.toThrow(/loopback only/);
    await expect(startContextBridge({ port: bridge.port, home })).rejects.toMatchObject({
      code: 'PORT_IN_USE',
    });
  });

  it('closes its open streams and stops listening', async () => {
    const other = await startContextBridge({ port: 0, home, heartbeatMs: 1000 });
    const client = new Client({ name: 'closing', version: '1.0.0' });
    await client.connect(new SSEClientTransport(new URL(`${other.url}${PATHS.sse}`)));
    await other.close();
    await expect(fetch(`${other.url}/health`)).rejects.toThrow();
    await client.close();
  });

  it('logged nothing unexpected', () => {
    expect(logged).toEqual([]);
  });
});

describe('isoTimestamp', () => {
  it('reads zone-less timestamps of the earlier tool as UTC', () => {
    expect(isoTimestamp('2024-05-01 10:22:00')).toBe('2024-05-01T10:22:00.000Z');
    expect(isoTimestamp('2024-05-01T10:22:00+02:00')).toBe('2024-05-01T08:22:00.000Z');
    expect(isoTimestamp('2024-05-01T10:22:00.123Z')).toBe('2024-05-01T10:22:00.123Z');
    expect(isoTimestamp('not a date')).toBe('not a date');
  });
});
