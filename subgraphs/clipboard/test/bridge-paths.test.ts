import { describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { request } from 'node:http';
import { startContextBridge } from '../src/bridge/bridge-server.js';
import { PATHS } from '../src/bridge/bridge-paths.js';
import { isoTimestamp } from '../src/bridge/clip-queries.js';
import { ClipsRepository } from '../src/store/clips.repository.js';
import {
  home,
  writer,
  bridge,
  logged,
  ids,
  capture,
  getJson,
  rawGet,
  mcpClient,
  idsOf,
  textOf,
  sseEvents,
} from './bridge-harness.js';

// The context bridge: the plain JSON paths, DNS-rebinding protection and freshness (set-up in bridge-harness.ts).

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
