import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestContext } from '@platform/auth';
import type { SessionResolver } from './session-resolver.js';

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
};

export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = header(headers, 'x-request-id');
  return given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

/** The one place a client's headers become a RequestContext (GraphQL over HTTP, WebSocket, REST). */
export async function contextFromHeaders(sessions: SessionResolver, headers: IncomingHttpHeaders, requestId: string): Promise<RequestContext> {
  const deviceId = header(headers, 'x-device-id');
  const device = deviceId ? { id: deviceId, label: header(headers, 'x-device-label') } : undefined;
  const identity = await sessions.resolve(header(headers, 'authorization'), device, requestId);
  return { requestId, identity, internal: false, device };
}
