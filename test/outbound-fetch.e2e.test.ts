import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';

const JWT_SECRET = 'outbound-fetch-e2e-secret-long-enough-0123';
const STREAMED = 32 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, ' ');
const NOT_PUBLIC = 'URL not allowed: it resolves to a private or reserved address';

/**
 * What the platform fetches on a user's behalf (docs/security/outbound.md), spoken to over HTTP: job
 * sources are read up to their cap and no further, and a refused URL tells the client no address.
 * Job sources may be private here (HUNTER_SOURCES_ALLOW_PRIVATE, the test's feeds are on 127.0.0.1);
 * the archive keeps its guard on.
 */
describe('outbound fetches of user-supplied URLs', () => {
  let platform: RunningPlatform;
  let feeds: Server;
  let feedBase: string;
  /** Bytes the endless feed had written when its connection closed. */
  let endlessSent: Promise<number>;

  beforeAll(async () => {
    let reportSent: (sent: number) => void = () => undefined;
    endlessSent = new Promise((resolve) => (reportSent = resolve));
    feeds = createServer((req, res) => {
      if (req.url === '/small.rss') {
        return void res
          .writeHead(200, { 'content-type': 'application/rss+xml' })
          .end(
            '<rss><channel><title>Small</title><item><title>Outbound Engineer</title><link>https://jobs.example.org/outbound/1</link><description>Keep fetches safe.</description></item></channel></rss>',
          );
      }
      if (req.url === '/endless.rss') {
        // Chunked, no Content-Length: the platform can only count the bytes as they come.
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        return stream(res, reportSent);
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
    platform = await startPlatform({
      JWT_SECRET,
      HUNTER_SOURCES_ALLOW_PRIVATE: 'true',
      HUNTER_SOURCE_REFRESH_INTERVAL: '2 seconds',
    });
  }, START_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await platform?.stop();
    feeds?.closeAllConnections();
    await new Promise((resolve) => feeds?.close(resolve));
  });

  const resume = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${platform.resumeApi}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json().catch(() => undefined)) as any };
  };

  it('stops reading a job source that streams past 5 MB without a Content-Length, and still reads the others', async () => {
    const token = await developmentToken('resume', JWT_SECRET, {
      sub: randomUUID(),
      permissions: ['hunter:use'],
    });
    expect(
      (await resume('POST', '/jobs/sources', token, { kind: 'feed', url: `${feedBase}/endless.rss` })).status,
    ).toBe(201);
    expect(
      (await resume('POST', '/jobs/sources', token, { kind: 'feed', url: `${feedBase}/small.rss` })).status,
    ).toBe(201);
    let sources: Array<{
      url: string;
      lastFetchedAt: string | null;
      lastError: string | null;
      lastImported: number;
    }> = [];
    for (
      const deadline = Date.now() + 60_000;
      Date.now() < deadline;
      await new Promise((r) => setTimeout(r, 250))
    ) {
      sources = (await resume('GET', '/jobs/sources', token)).json.sources;
      if (sources.every((s) => s.lastFetchedAt)) break;
    }
    expect(sources.map(({ url, lastError, lastImported }) => ({ url, lastError, lastImported }))).toEqual([
      { url: `${feedBase}/endless.rss`, lastError: 'The source answered more than 5 MB', lastImported: 0 },
      { url: `${feedBase}/small.rss`, lastError: null, lastImported: 1 },
    ]);
    // The platform hung up well before the source had sent everything: it never held the whole body.
    expect(await endlessSent).toBeLessThan(STREAMED / 2);
  }, 90_000);

  it('answers a refused archive URL with a message that names no address, and logs the address on the server', async () => {
    const user = await signUp(platform.api);
    for (const url of [
      'http://localhost:9/',
      'http://[::ffff:10.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const answer = await request(platform.api, 'POST', '/api/archive', {
        token: user.token,
        body: { url },
      });
      expect([url, answer.status, answer.body.message]).toEqual([url, 400, NOT_PUBLIC]);
      expect(JSON.stringify(answer.body)).not.toMatch(
        /127\.0\.0\.1|::1|a00:1|10\.0\.0\.1|linkLocal|loopback/,
      );
    }
    // The log reaches the test through the process's stdout: wait for all three lines.
    const refusedLines = () => platform.logs.filter((line) => line.includes('outbound URL refused'));
    for (const deadline = Date.now() + 10_000; refusedLines().length < 3 && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 100));
    const refusals = refusedLines().map((line) => JSON.parse(line));
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ host: '169.254.169.254', address: '169.254.169.254', range: 'linkLocal' }),
      ]),
    );
    expect(refusals).toEqual(
      expect.arrayContaining([expect.objectContaining({ host: 'localhost', range: 'loopback' })]),
    );
  });

  it('refuses a scheme other than http and https', async () => {
    const answer = await request(platform.api, 'POST', '/api/archive', {
      token: (await signUp(platform.api)).token,
      body: { url: 'file:///etc/passwd' },
    });
    expect([answer.status, answer.body.message]).toEqual([
      400,
      'Only http and https URLs can be fetched, not file:',
    ]);
  });
});

/** Writes STREAMED bytes with backpressure and reports how many were written when the connection closed. */
function stream(res: ServerResponse, done: (sent: number) => void) {
  let sent = 0;
  res.once('close', () => done(sent));
  res.write('<rss><channel><title>Endless</title><description>');
  const more = () => {
    while (sent < STREAMED) {
      sent += CHUNK.length;
      if (!res.write(CHUNK)) return void res.once('drain', more);
    }
    res.end('</description></channel></rss>');
  };
  more();
}
