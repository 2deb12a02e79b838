import cors from 'cors';
import type { RequestHandler } from 'express';

/** Answer headers a page may read: the request id for support, Retry-After of a 429 or 503, downloads' names. */
const EXPOSED_HEADERS = ['X-Request-Id', 'Retry-After', 'Location', 'Content-Disposition'];

/**
 * CORS on one port, from the allowlist (CORS_ORIGINS, docs/configuration.md). Callers authenticate
 * with bearer tokens, never cookies, so credentials stay off. A listed origin gets the CORS headers
 * (its preflight a 204 with them); any other gets none, and the browser refuses the answer. `*` in
 * the list allows every origin.
 */
export function corsPolicy(origins: readonly string[]): RequestHandler {
  const anyOrigin = origins.includes('*');
  const allowed = new Set(origins);
  const withHeaders = cors({
    origin: anyOrigin ? '*' : (origin, callback) => callback(null, origin),
    credentials: false,
    exposedHeaders: EXPOSED_HEADERS,
    // Browsers cap this (Chromium at 2 hours); 10 minutes spares a preflight per request.
    maxAge: 600,
  });
  return (req, res, next) => {
    const origin = req.headers.origin;
    // The answer depends on Origin: a shared cache must not hand one origin's answer to another.
    if (!anyOrigin) res.vary('Origin');
    if (origin && (anyOrigin || allowed.has(origin))) return withHeaders(req, res, next);
    // A preflight from an origin not listed: answered, without CORS headers, so the browser stops there.
    if (req.method === 'OPTIONS' && origin && req.headers['access-control-request-method'])
      return void res.status(204).end();
    next();
  };
}
