import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';
import { BlockedUrl } from './blocked-url.error.js';
import type { UrlGuard } from './url-guard.js';

/** Set on the proxy's own refusal of a plain-http request, so a browser's caller can tell it from the site's 403. */
export const REFUSED_HEADER = 'x-outbound-refused';
/** Set on the proxy's 502 when the site could not be reached, with Chromium's name for the network error. */
export const UPSTREAM_ERROR_HEADER = 'x-outbound-error';

/** Chromium's names for the socket errors a direct connection would have reported. */
const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'ERR_CONNECTION_REFUSED',
  ECONNRESET: 'ERR_CONNECTION_RESET',
  ETIMEDOUT: 'ERR_CONNECTION_TIMED_OUT',
  EHOSTUNREACH: 'ERR_ADDRESS_UNREACHABLE',
  ENETUNREACH: 'ERR_INTERNET_DISCONNECTED',
  ENOTFOUND: 'ERR_NAME_NOT_RESOLVED',
};
const networkError = (error: NodeJS.ErrnoException) =>
  NETWORK_ERRORS[error.code ?? ''] ?? 'ERR_CONNECTION_FAILED';

export interface GuardedProxyOptions {
  /** Tests only: where a checked address is reached (a test network routes a "public" address to a local server). */
  route?: (address: string) => string;
}

/**
 * A forward proxy on 127.0.0.1 for a headless browser: the browser resolves no host itself, every
 * request (plain http, and CONNECT for https) reaches this proxy, which resolves the host through the
 * guard and connects to the very address it checked. A DNS answer that changes between the guard's
 * check and the browser's connection (DNS rebinding) therefore cannot lead the browser inside.
 */
export class GuardedProxy {
  private listening: Promise<string> | undefined;
  private server: Server | undefined;
  private readonly open = new Set<Duplex>();

  constructor(
    private readonly guard: UrlGuard,
    private readonly options: GuardedProxyOptions = {},
  ) {}

  /** The proxy's URL; it starts listening on the first call. */
  url(): Promise<string> {
    this.listening ??= this.listen();
    return this.listening;
  }

  /** Chromium's flags to send everything through the proxy, loopback included (Chromium bypasses proxies for it by default). */
  async chromiumArgs(): Promise<string[]> {
    return [`--proxy-server=${await this.url()}`, '--proxy-bypass-list=<-loopback>'];
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.listening = undefined;
    for (const socket of this.open) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private listen(): Promise<string> {
    const server = createServer((req, res) => void this.forward(req, res));
    server.on(
      'connect',
      (req: IncomingMessage, client: Duplex, head: Buffer) => void this.tunnel(req, client, head),
    );
    server.on('connection', (socket) => {
      this.open.add(socket);
      socket.once('close', () => this.open.delete(socket));
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      );
    });
  }

  /** The checked address to connect to for `host` (IPv4 first); throws BlockedUrl when refused. */
  private async address(host: string): Promise<string> {
    const addresses = await this.guard.resolve(host);
    const address = addresses.find((candidate) => ipaddr.parse(candidate).kind() === 'ipv4') ?? addresses[0];
    return this.options.route?.(address) ?? address;
  }

  /** A plain-http request in absolute form (GET http://host/path). */
  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (target.protocol !== 'http:') {
      res.writeHead(400).end();
      return;
    }
    let address: string;
    try {
      address = await this.address(target.hostname);
    } catch (error) {
      if (error instanceof BlockedUrl && !error.transient)
        res.writeHead(403, { [REFUSED_HEADER]: '1', 'content-type': 'text/plain' }).end('URL not allowed');
      else res.writeHead(502, { [UPSTREAM_ERROR_HEADER]: 'ERR_NAME_NOT_RESOLVED' }).end();
      return;
    }
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = httpRequest(
      {
        host: address,
        port: target.port || 80,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) =>
      res.headersSent
        ? res.destroy()
        : res.writeHead(502, { [UPSTREAM_ERROR_HEADER]: networkError(error) }).end(),
    );
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  }

  /** CONNECT host:port (https, and WebSocket over TLS): a byte tunnel to the checked address. */
  private async tunnel(req: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    client.on('error', () => client.destroy());
    let host: string;
    let port: number;
    try {
      const target = new URL(`http://${req.url ?? ''}`);
      host = target.hostname;
      port = Number(target.port || 443);
    } catch {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    let address: string;
    try {
      address = await this.address(host);
    } catch (error) {
      if (error instanceof BlockedUrl && !error.transient)
        client.end(`HTTP/1.1 403 Forbidden\r\n${REFUSED_HEADER}: 1\r\n\r\n`);
      else client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    let established = false;
    const upstream = connect(port, address, () => {
      established = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    this.open.add(upstream);
    upstream.once('close', () => {
      this.open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () =>
      established ? client.destroy() : client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'),
    );
    client.once('close', () => upstream.destroy());
  }
}
