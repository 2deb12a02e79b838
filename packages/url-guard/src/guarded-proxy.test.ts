import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { GuardedProxy, REFUSED_HEADER, UPSTREAM_ERROR_HEADER } from './guarded-proxy.js';
import { UrlGuard } from './url-guard.js';

let site: Server;
let sitePort: number;
const hits: string[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello ${req.headers.host}`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** A plain-http request in proxy form (absolute URL as the path). */
function viaProxy(proxyUrl: string, target: string) {
  const proxy = new URL(proxyUrl);
  return new Promise<{ status: number; refused: boolean; body: string }>((resolve, reject) => {
    const req = request(
      { host: proxy.hostname, port: proxy.port, path: target, headers: { host: new URL(target).host } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, refused: res.headers[REFUSED_HEADER] === '1', body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function viaProxyHeaders(proxyUrl: string, target: string) {
  const proxy = new URL(proxyUrl);
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: proxy.hostname, port: proxy.port, path: target }, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A CONNECT to host:port, then one HTTP request through the tunnel; answers the first bytes back. */
function tunnel(proxyUrl: string, authority: string) {
  const proxy = new URL(proxyUrl);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(proxy.port), proxy.hostname, () =>
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nhost: ${authority}\r\n\r\n`),
    );
    let seen = '';
    socket.on('data', (chunk) => {
      seen += chunk.toString();
      if (seen.startsWith('HTTP/1.1 200') && !seen.includes('hello') && seen.endsWith('\r\n\r\n'))
        socket.write(`GET /tunnelled HTTP/1.1\r\nhost: ${authority}\r\nconnection: close\r\n\r\n`);
    });
    socket.on('end', () => resolve(seen));
    socket.on('close', () => resolve(seen));
    socket.on('error', reject);
  });
}

describe('guarded proxy', () => {
  it('refuses plain-http requests to a loopback host, marked as its own refusal, without reaching it', async () => {
    const proxy = new GuardedProxy(new UrlGuard({ allowPrivate: false }));
    try {
      const before = hits.length;
      expect(await viaProxy(await proxy.url(), `http://localhost:${sitePort}/a`)).toMatchObject({
        status: 403,
        refused: true,
      });
      expect(await viaProxy(await proxy.url(), `http://127.0.0.1:${sitePort}/b`)).toMatchObject({
        status: 403,
        refused: true,
      });
      expect(hits.slice(before)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('refuses a tunnel to a loopback host', async () => {
    const proxy = new GuardedProxy(new UrlGuard({ allowPrivate: false }));
    try {
      expect(await tunnel(await proxy.url(), `localhost:${sitePort}`)).toMatch(/^HTTP\/1\.1 403/);
    } finally {
      await proxy.close();
    }
  });

  it('connects to the address the guard resolved, and forwards requests and tunnels when allowed', async () => {
    const proxy = new GuardedProxy(
      new UrlGuard({ allowPrivate: false, lookup: async () => ['93.184.215.14'] }),
      {
        route: (address) => (address === '93.184.215.14' ? '127.0.0.1' : address),
      },
    );
    try {
      expect(await viaProxy(await proxy.url(), `http://site.example:${sitePort}/c`)).toEqual({
        status: 200,
        refused: false,
        body: `hello site.example:${sitePort}`,
      });
      expect(await tunnel(await proxy.url(), `site.example:${sitePort}`)).toMatch(
        /^HTTP\/1\.1 200[\s\S]*hello site\.example/,
      );
      expect(hits).toEqual(expect.arrayContaining(['/c', '/tunnelled']));
      // A site that is not there: a 502 that names the network error, so a browser's caller can fail as on a direct connection.
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const unreachable = await viaProxyHeaders(await proxy.url(), `http://site.example:${closedPort}/`);
      expect([unreachable.status, unreachable.headers[UPSTREAM_ERROR_HEADER]]).toEqual([
        502,
        'ERR_CONNECTION_REFUSED',
      ]);
    } finally {
      await proxy.close();
    }
  });
});
