import type { NextFunction, Request, Response } from 'express';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a Host header value (`localhost:8765` → `localhost`, `[::1]:8765` → `[::1]`). */
function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '').replace(/\.$/, '');
}

export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_NAMES.has(hostName(host));
}

/** An Origin header naming a page served from this machine (any port, http or https). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_NAMES.has(url.hostname);
  } catch {
    return false; // includes "null" (sandboxed frames, file: pages)
  }
}

export type GuardRefusal = (res: Response, status: number, error: string, message: string) => void;

/**
 * What keeps a server on 127.0.0.1 private to this machine's user:
 * - Host must name the loopback interface: a page on evil.example whose DNS name is re-pointed to
 *   127.0.0.1 (DNS rebinding) still sends `Host: evil.example`, and is refused with 421.
 * - Writes (POST) refuse cross-site callers: an Origin that is not a loopback page, or
 *   Sec-Fetch-Site: cross-site, gets 403.
 * - Writes need Content-Type application/json (415 otherwise): a cross-origin form or no-cors fetch can
 *   only send "simple" content types, and a JSON one forces a CORS preflight, which this server never
 *   grants (it sends no CORS headers at all).
 */
export function localOnlyGuard(refuse: GuardRefusal) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isLoopbackHost(req.headers.host)) {
      return refuse(res, 421, 'misdirected_request', `This server answers only Host localhost, 127.0.0.1 or [::1], not ${JSON.stringify(req.headers.host ?? '')}`);
    }
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const origin = req.headers.origin;
    if (origin !== undefined && !isLoopbackOrigin(origin)) {
      return refuse(res, 403, 'cross_site_request', `Requests from ${origin} are refused; only pages served from this machine may write`);
    }
    if (String(req.headers['sec-fetch-site'] ?? '').toLowerCase() === 'cross-site') {
      return refuse(res, 403, 'cross_site_request', 'Cross-site requests are refused');
    }
    if (!req.is('application/json')) {
      return refuse(res, 415, 'unsupported_media_type', 'POST bodies must be JSON with Content-Type: application/json');
    }
    next();
  };
}
