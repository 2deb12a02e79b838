import { randomUUID } from 'node:crypto';
import express from 'express';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Realm, RequestContext } from '@platform/auth';
import type { SessionResolver } from './session-resolver.js';

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
};

export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = header(headers, 'x-request-id');
  return given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

/**
 * The one place a client's headers become a RequestContext (GraphQL over HTTP, WebSocket, REST).
 * `realms` pins the realms an entry point accepts: an API's own port takes its realm's tokens only;
 * the shared gateway /graphql takes every realm's (each token belongs to exactly one).
 */
export async function contextFromHeaders(
  sessions: SessionResolver,
  headers: IncomingHttpHeaders,
  requestId: string,
  realms?: readonly Realm[],
  clientAddress?: string,
): Promise<RequestContext> {
  const deviceId = header(headers, 'x-device-id');
  const device = deviceId ? { id: deviceId, label: header(headers, 'x-device-label') } : undefined;
  const identity = await sessions.resolve(header(headers, 'authorization'), device, requestId, realms);
  return { requestId, identity, internal: false, device, ...(clientAddress ? { clientAddress } : {}) };
}

/** TRUST_PROXY as Express's `trust proxy` setting takes it: off, on, a hop count, or the proxies' addresses. */
export type TrustProxySetting = boolean | number | string | readonly string[];

/**
 * The client's address of requests Express does not handle (WebSocket upgrades), by the very rule
 * of Express's `req.ip` under this `trust proxy` setting: the peer, or the address the trusted
 * proxies saw (X-Forwarded-For).
 */
export function clientAddressResolver(trustProxy: TrustProxySetting): (request: IncomingMessage) => string {
  const app = express();
  app.set('trust proxy', trustProxy);
  const ip = Object.getOwnPropertyDescriptor(express.request, 'ip')!.get!;
  return (request) =>
    (ip.call(Object.assign(Object.create(request) as object, { app })) as string | undefined) ??
    request.socket.remoteAddress ??
    'unknown';
}
