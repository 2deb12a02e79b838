import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BlockedUrl, dnsLookup, UrlGuard, type HostLookup } from '@platform/url-guard';
import { guardedFetch, SOURCE_MAX_BYTES } from '../src/sources/guarded-fetch.js';

const CHUNK = Buffer.alloc(64 * 1024, 'x');
const STREAMED = 32 * 1024 * 1024;

/** Writes `total` bytes with backpressure and tells how many were written when the connection ended. */
function stream(res: ServerResponse, total: number, done: (sent: number) => void) {
  let sent = 0;
  res.once('close', () => done(sent));
  const more = () => {
    while (sent < total) {
      sent += CHUNK.length;
      if (!res.write(CHUNK)) return void res.once('drain', more);
    }
    res.end();
  };
  more();
}

let server: Server;
let port: number;
const hits: string[] = [];
let streamedBytes: Promise<number>;

beforeAll(async () => {
  let reportSent: (sent: number) => void = () => undefined;
  streamedBytes = new Promise((resolve) => (reportSent = resolve));
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/feed')
      return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss/>');
    // Chunked, no Content-Length: only counting the bytes as they come can stop it.
    if (req.url === '/endless')
      return void (
        res.writeHead(200, { 'content-type': 'application/json' }),
        stream(res, STREAMED, reportSent)
      );
    // Announces more than the cap and then sends nothing more: the announcement alone must refuse it.
    if (req.url === '/announced')
      return void (res.writeHead(200, { 'content-length': String(SOURCE_MAX_BYTES + 1) }), res.write('{'));
    if (req.url === '/silent') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: Error) => error,
  );

describe('job-source fetch', () => {
  it('connects to the address it checked: a host that answers public to the check and loopback to the connection is refused', async () => {
    // The first answer is what the early check sees; the real resolver then says 127.0.0.1 (DNS rebinding).
    let calls = 0;
    const rebinding: HostLookup = async (host) =>
      host === 'localhost' && calls++ === 0 ? ['93.184.215.14'] : dnsLookup(host);
    const before = hits.length;
    const error = await failure(
      guardedFetch(
        new UrlGuard({ allowPrivate: false, lookup: rebinding }),
        `http://localhost:${port}/feed`,
        5_000,
      ),
    );
    expect(error).toBeInstanceOf(BlockedUrl);
    expect(error!.message).toBe('URL not allowed: it resolves to a private or reserved address');
    expect(hits.slice(before)).toEqual([]);
  });

  it('stops downloading a body streamed past the cap without a Content-Length', async () => {
    const guard = new UrlGuard({ allowPrivate: true });
    const error = await failure(guardedFetch(guard, `http://127.0.0.1:${port}/endless`, 20_000));
    expect(error!.message).toBe('The source answered more than 5 MB');
    // The server was cut off well before it had sent everything: the body was never read whole.
    expect(await streamedBytes).toBeLessThan(STREAMED / 2);
  });

  it('refuses a body whose Content-Length is over the cap before reading it', async () => {
    const guard = new UrlGuard({ allowPrivate: true });
    const error = await failure(guardedFetch(guard, `http://127.0.0.1:${port}/announced`, 10_000));
    expect(error!.message).toBe('The source answered more than 5 MB');
  });

  it('gives up on a source that does not answer in time, naming the limit', async () => {
    const guard = new UrlGuard({ allowPrivate: true });
    const error = await failure(guardedFetch(guard, `http://127.0.0.1:${port}/silent`, 300));
    expect(error!.message).toBe('The source did not answer within 300 ms');
  });

  it('with private sources allowed, fetches from loopback by name and by address', async () => {
    const guard = new UrlGuard({ allowPrivate: true });
    expect(await guardedFetch(guard, `http://127.0.0.1:${port}/feed`, 5_000)).toBe('<rss/>');
    expect(await guardedFetch(guard, `http://localhost:${port}/feed`, 5_000)).toBe('<rss/>');
  });
});
