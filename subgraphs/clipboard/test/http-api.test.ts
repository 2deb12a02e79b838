import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { toRecords } from '../src/cli/clip-records.js';
import { ClipsRepository } from '../src/store/clips.repository.js';
import { openDatabase } from '../src/store/database.js';
import type { RunningClipboardServer } from '../src/http/clipboard-server.js';
import { getJson, postJson, seededHome, startOn } from './http-fixture.js';

let server: RunningClipboardServer;
let fixture: Awaited<ReturnType<typeof seededHome>>;
const logged: string[] = [];

beforeAll(async () => {
  fixture = await seededHome([
    { text: 'kubectl rollout restart deployment/api', app: 'Terminal', tags: ['k8s', 'ops'] },
    {
      text: 'Quarterly revenue grew eleven percent',
      app: 'Slack',
      tags: ['finance'],
      note: 'for the board deck',
    },
    { text: 'SELECT * FROM invoices WHERE paid = 0', app: 'DataGrip', tags: ['sql'], pinned: true },
    { text: 'kubectl get pods --all-namespaces', app: 'Terminal', tags: ['k8s'] },
  ]);
  server = await startOn(fixture.home, { logger: (line) => logged.push(line) });
});

afterAll(async () => {
  await server?.close();
  fixture?.dispose();
});

describe('clipboard HTTP API: retrieval', () => {
  it('lists recent clips newest first as {items}, each carrying the CLI record fields', async () => {
    const { status, body } = await getJson(server.url, '/recent?limit=3');
    expect(status).toBe(200);
    expect(body.items.map((c: any) => c.id)).toEqual([fixture.ids[3], fixture.ids[2], fixture.ids[1]]);
    expect(Object.keys(body.items[0])).toEqual([
      'id',
      'created_at',
      'source_app',
      'window_title',
      'title',
      'content',
      'pinned',
      'lang',
      'file_path',
      'tags',
      'notes',
    ]);
  });

  it('filters recent by app, tag, pins_only and time bounds', async () => {
    expect((await getJson(server.url, '/recent?app=terminal')).body.items).toHaveLength(2);
    expect(
      (await getJson(server.url, '/recent?tag=finance')).body.items.map((c: any) => c.source_app),
    ).toEqual(['Slack']);
    expect((await getJson(server.url, '/recent?pins_only=1')).body.items.map((c: any) => c.id)).toEqual([
      fixture.ids[2],
    ]);
    expect((await getJson(server.url, '/recent?until=2000-01-01')).body.items).toEqual([]);
    expect((await getJson(server.url, '/recent?since=2000-01-01T00:00:00Z')).body.items).toHaveLength(4);
  });

  it('answers /clip exactly as the CLI record of that clip (toRecords)', async () => {
    const { status, body } = await getJson(server.url, `/clip?id=${fixture.ids[1]}`);
    expect(status).toBe(200);
    const db = openDatabase(join(fixture.home, 'mfm.db'));
    try {
      const [record] = toRecords(db, [new ClipsRepository(db).get(fixture.ids[1])!]);
      expect(body).toEqual(record);
      expect(body.notes[0].note).toBe('for the board deck');
    } finally {
      db.close();
    }
  });

  it('searches full text with FTS syntax and filters', async () => {
    const { body } = await getJson(server.url, '/search?q=kubectl%20AND%20pods');
    expect(body.items.map((c: any) => c.id)).toEqual([fixture.ids[3]]);
    expect((await getJson(server.url, '/search?q=kubectl&tag=ops')).body.items.map((c: any) => c.id)).toEqual(
      [fixture.ids[0]],
    );
    // Invalid FTS syntax is searched as a phrase instead of failing.
    expect((await getJson(server.url, '/search?q=%22unbalanced')).status).toBe(200);
  });

  it('ranks semantic search by meaning and returns scores', async () => {
    const { body } = await getJson(server.url, '/semantic_search?q=kubectl%20get%20pods&limit=2');
    expect(body.items[0].id).toBe(fixture.ids[3]);
    expect(typeof body.items[0].score).toBe('number');
    expect(body.items).toHaveLength(2);
  });

  it('builds a context bundle of recent clips under items', async () => {
    const { body } = await getJson(server.url, '/context?hours=1&app=Terminal&limit=5');
    expect(body.items.map((c: any) => c.id)).toEqual([fixture.ids[3], fixture.ids[0]]);
    expect(Date.parse(body.since)).toBeGreaterThan(Date.now() - 2 * 3_600_000);
    expect((await getJson(server.url, '/context?pins_only=true')).body.items).toHaveLength(1);
  });

  it('puts pinned clips first in the context bundle, as mfm context and the bridge do', async () => {
    const { body } = await getJson(server.url, '/context?limit=3');
    expect(body.items.map((c: any) => c.id)).toEqual([fixture.ids[2], fixture.ids[3], fixture.ids[1]]);
  });

  it('recaps the last minutes with counts per app and tag', async () => {
    const { body } = await getJson(server.url, '/recap?minutes=30');
    expect(body.count).toBe(4);
    expect(body.apps[0]).toEqual({ name: 'Terminal', count: 2 });
    expect(body.tags).toContainEqual({ name: 'k8s', count: 2 });
    expect(body.items).toHaveLength(4);
  });

  it('groups topics by tag, then app, with per_group clips', async () => {
    const { body } = await getJson(server.url, '/topics?limit=3&per_group=1');
    expect(body.groups).toHaveLength(3);
    expect(body.groups[0]).toMatchObject({ kind: 'tag', name: 'k8s', count: 2 });
    expect(body.groups[0].items).toHaveLength(1);
  });

  it('lists every tag group before the application groups (mfm topics, then mfm topics --by app)', async () => {
    const { body } = await getJson(server.url, '/topics?limit=20');
    expect(body.groups.map((g: any) => `${g.kind}:${g.name}:${g.count}`)).toEqual([
      'tag:k8s:2',
      'tag:finance:1',
      'tag:ops:1',
      'tag:sql:1',
      'app:Terminal:2',
      'app:DataGrip:1',
      'app:Slack:1',
    ]);
  });

  it('lists tags with counts under tags', async () => {
    const { body } = await getJson(server.url, '/tags');
    expect(body.tags).toEqual([
      { name: 'finance', count: 1 },
      { name: 'k8s', count: 2 },
      { name: 'ops', count: 1 },
      { name: 'sql', count: 1 },
    ]);
  });

  it('reports status as `mfm status --json` does', async () => {
    const { body } = await getJson(server.url, '/status');
    expect(body).toMatchObject({ capture: 'active', paused: false, clips: 4, pinned: 1, blocklist_size: 0 });
    expect(body.settings.max_bytes).toBe(16384);
  });
});

describe('clipboard HTTP API: errors', () => {
  it('answers a malformed id with 400 and an unknown one with 404, both {error, message}', async () => {
    const bad = await getJson(server.url, '/clip?id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_request', message: expect.stringContaining('id') });
    expect((await getJson(server.url, '/clip?id=0')).status).toBe(400);
    expect((await getJson(server.url, '/clip')).status).toBe(400);
    const missing = await getJson(server.url, '/clip?id=999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'not_found', message: 'clip #999999 not found' });
  });

  it('rejects out-of-range parameters and missing queries with 400', async () => {
    expect((await getJson(server.url, '/recent?limit=0')).status).toBe(400);
    expect((await getJson(server.url, '/recent?limit=5000')).status).toBe(400);
    expect((await getJson(server.url, '/recent?since=yesterday')).status).toBe(400);
    expect((await getJson(server.url, '/search')).status).toBe(400);
    expect((await getJson(server.url, '/topics?per_group=-1')).status).toBe(400);
  });

  it('answers unknown paths with 404 in the same body', async () => {
    const { status, body } = await getJson(server.url, '/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not_found', message: 'No route for GET /nope' });
  });
});

describe('clipboard HTTP API: writes', () => {
  it('pins and unpins a clip, visible through /clip', async () => {
    const id = fixture.ids[0];
    expect(await postJson(server.url, '/pin', { id, pinned: true })).toMatchObject({
      status: 200,
      body: { id, pinned: true },
    });
    expect((await getJson(server.url, `/clip?id=${id}`)).body.pinned).toBe(true);
    await postJson(server.url, '/pin', { id, pinned: false });
    expect((await getJson(server.url, `/clip?id=${id}`)).body.pinned).toBe(false);
  });

  it('validates the pin body: integer id, boolean pinned, known clip', async () => {
    expect((await postJson(server.url, '/pin', { id: '1', pinned: true })).status).toBe(400);
    expect((await postJson(server.url, '/pin', { id: 1.5, pinned: true })).status).toBe(400);
    expect((await postJson(server.url, '/pin', { id: 1, pinned: 'yes' })).status).toBe(400);
    expect((await postJson(server.url, '/pin', { id: 424242, pinned: true })).status).toBe(404);
  });

  it('stores a dropper selection with app, title and URL, and reports a repeat', async () => {
    const drop = {
      url: 'https://example.com/article',
      title: 'An article',
      selection: 'the dropper keeps this sentence',
      app: 'Firefox',
    };
    const first = await postJson(server.url, '/dropper', drop);
    expect(first.body).toMatchObject({ stored: true, status: 'saved', evicted: 0 });
    const clip = (await getJson(server.url, `/clip?id=${first.body.id}`)).body;
    expect(clip).toMatchObject({
      source_app: 'Firefox',
      title: 'An article',
      file_path: 'https://example.com/article',
      content: drop.selection,
    });
    expect((await postJson(server.url, '/dropper', drop)).body).toMatchObject({
      stored: true,
      status: 'repeat',
      id: first.body.id,
    });
  });

  it('falls back to the text of html when the selection is empty, with source_app browser', async () => {
    const { body } = await postJson(server.url, '/dropper', {
      html: '<p>Hello <b>rich</b> &amp; plain</p><script>alert(1)</script>',
      selection: '',
    });
    expect(body.stored).toBe(true);
    const clip = (await getJson(server.url, `/clip?id=${body.id}`)).body;
    expect(clip.content).toBe('Hello rich & plain');
    expect(clip.source_app).toBe('browser');
  });

  it('skips secrets and oversized selections through the capture rules, saying why', async () => {
    const secret = await postJson(server.url, '/dropper', { selection: 'AKIAIOSFODNN7EXAMPLE' });
    expect(secret.body).toMatchObject({ stored: false, status: 'skipped', reason: 'secret' });
    const big = await postJson(server.url, '/dropper', { selection: 'x'.repeat(20_000) });
    expect(big.body).toMatchObject({ stored: false, status: 'skipped', reason: 'too-large' });
    expect((await postJson(server.url, '/dropper', {})).body).toMatchObject({
      stored: false,
      reason: 'empty',
    });
  });

  it('ingests a URL without fetching it, and refuses non-http URLs', async () => {
    const { body } = await postJson(server.url, '/ingest_url', {
      url: 'http://10.0.0.1/internal',
      title: 'Internal page',
    });
    expect(body).toMatchObject({ stored: true, status: 'saved' });
    const clip = (await getJson(server.url, `/clip?id=${body.id}`)).body;
    expect(clip.content).toBe('Internal page\nhttp://10.0.0.1/internal');
    expect(clip.file_path).toBe('http://10.0.0.1/internal');
    expect((await postJson(server.url, '/ingest_url', { url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await postJson(server.url, '/ingest_url', { title: 'no url' })).status).toBe(400);
  });

  it('serves the OpenAPI document of every route at /api-docs', async () => {
    const { body } = await getJson(server.url, '/api-docs');
    expect(Object.keys(body.paths).sort()).toEqual(
      [
        '/clip',
        '/context',
        '/dropper',
        '/federate_export',
        '/federate_import',
        '/ingest_url',
        '/pin',
        '/recap',
        '/recent',
        '/search',
        '/semantic_search',
        '/status',
        '/tags',
        '/topics',
      ].sort(),
    );
    expect(body.paths['/pin'].post.requestBody).toBeDefined();
  });

  it('executes the local subgraph at /graphql', async () => {
    const { body } = await postJson(server.url, '/graphql', {
      query: `{ clip(id: ${fixture.ids[2]}) { sourceApp pinned tags } }`,
    });
    expect(body.data.clip).toEqual({ sourceApp: 'DataGrip', pinned: true, tags: ['sql'] });
  });

  it('logged no internal errors', () => {
    expect(logged.filter((line) => /failed|error/i.test(line))).toEqual([]);
  });
});
