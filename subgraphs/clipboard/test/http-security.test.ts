import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:net';
import { startClipboardServer, type RunningClipboardServer } from '../src/http/clipboard-server.js';
import { getJson, postJson, randomBasePort, raw, seededHome } from './http-fixture.js';

let server: RunningClipboardServer;
let fixture: Awaited<ReturnType<typeof seededHome>>;

beforeAll(async () => {
  fixture = await seededHome([{ text: 'a clip that must survive bad requests' }]);
  server = await startClipboardServer({ home: fixture.home, port: randomBasePort() });
});

afterAll(async () => {
  await server?.close();
  fixture?.dispose();
});

describe('local-only guard', () => {
  it('answers Host localhost, 127.0.0.1 and [::1] with any port', async () => {
    for (const host of ['localhost', 'localhost:8765', '127.0.0.1:9', '[::1]:8765', '[::1]']) {
      expect((await raw(server.url, 'GET', '/status', { headers: { host } })).status).toBe(200);
    }
  });

  it('refuses a foreign Host header (DNS rebinding) with 421 and a message', async () => {
    for (const host of [
      'evil.example',
      'evil.example:8765',
      '127.0.0.1.evil.example',
      'localhost.evil.example',
    ]) {
      const { status, body } = await raw(server.url, 'GET', '/recent', { headers: { host } });
      expect(status).toBe(421);
      expect(body).toMatchObject({
        error: 'misdirected_request',
        message: expect.stringContaining('localhost'),
      });
    }
    expect((await raw(server.url, 'GET', '/', { headers: { host: 'evil.example' } })).status).toBe(421);
  });

  it('refuses cross-site POSTs by Origin or Sec-Fetch-Site with 403, and changes nothing', async () => {
    const evil = await postJson(
      server.url,
      '/pin',
      { id: fixture.ids[0], pinned: true },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    expect(evil.body.error).toBe('cross_site_request');
    expect(
      (await postJson(server.url, '/pin', { id: fixture.ids[0], pinned: true }, { origin: 'null' })).status,
    ).toBe(403);
    expect(
      (await postJson(server.url, '/dropper', { selection: 'x' }, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect((await getJson(server.url, `/clip?id=${fixture.ids[0]}`)).body.pinned).toBe(false);
    // A page served by this machine (any port) may write.
    expect(
      (
        await postJson(
          server.url,
          '/pin',
          { id: fixture.ids[0], pinned: false },
          { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' },
        )
      ).status,
    ).toBe(200);
  });

  it('requires Content-Type application/json on POST (no CORS simple request can write)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const { status, body } = await raw(server.url, 'POST', '/pin', {
        headers: { 'content-type': type },
        body: JSON.stringify({ id: fixture.ids[0], pinned: true }),
      });
      expect(status).toBe(415);
      expect(body.error).toBe('unsupported_media_type');
    }
  });

  it('sends no CORS headers, even to a loopback origin', async () => {
    const { headers } = await raw(server.url, 'GET', '/recent', {
      headers: { origin: 'https://evil.example' },
    });
    expect(headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await raw(server.url, 'OPTIONS', '/pin', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('bad bodies', () => {
  it('answers malformed JSON with 400 and keeps serving', async () => {
    const { status, body } = await raw(server.url, 'POST', '/pin', {
      headers: { 'content-type': 'application/json' },
      body: '{"id": 1, pinned',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'invalid_request', message: 'Malformed JSON in request body' });
    expect((await getJson(server.url, '/status')).body.clips).toBe(1);
  });

  it('answers a body over 1 MB with 413 and keeps every stored clip', async () => {
    const huge = JSON.stringify({ selection: 'y'.repeat(1_200_000) });
    const { status, body } = await raw(server.url, 'POST', '/dropper', {
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(status).toBe(413);
    expect(body).toEqual({ error: 'payload_too_large', message: 'Request body exceeds 1mb' });
    const after = await getJson(server.url, `/clip?id=${fixture.ids[0]}`);
    expect(after.body.content).toBe('a clip that must survive bad requests');
  });

  it('answers a non-object peer export with 400', async () => {
    expect((await postJson(server.url, '/federate_import', { clips: 'nope' })).status).toBe(400);
    const bad = await postJson(server.url, '/federate_import', {
      clips: [{ content: 'x', created_at: 'not a date' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/not a peer export/);
  });
});

describe('startClipboardServer', () => {
  it('refuses a non-loopback host unless forced', async () => {
    await expect(
      startClipboardServer({ home: fixture.home, host: '0.0.0.0', port: randomBasePort() }),
    ).rejects.toThrow(/refusing to listen on 0\.0\.0\.0/);
  });

  it('takes the next free port when the first ones are busy, and says which', async () => {
    const base = randomBasePort();
    const blockers: Server[] = [];
    for (const port of [base, base + 1]) {
      const blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
      blockers.push(blocker);
    }
    const lines: string[] = [];
    try {
      const fallback = await startClipboardServer({
        home: fixture.home,
        port: base,
        logger: (line) => lines.push(line),
      });
      expect(fallback.port).toBe(base + 2);
      expect(fallback.url).toBe(`http://127.0.0.1:${base + 2}`);
      expect(lines).toContain(`port ${base}-${base + 1} busy; using ${base + 2}`);
      expect((await getJson(fallback.url, '/status')).status).toBe(200);
      await fallback.close();
      await expect(startClipboardServer({ home: fixture.home, port: base, portAttempts: 2 })).rejects.toThrow(
        `ports ${base}-${base + 1} on 127.0.0.1 are all in use`,
      );
    } finally {
      for (const blocker of blockers) await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
