import type { NextFunction, Request, Response } from 'express';
import { loopbackGuard, type Refuse } from '../net/loopback-guard.js';

/**
 * The HTTP API's guard: the shared loopback checks (foreign Host: 421; foreign Origin on a write: 403),
 * then what only a server that accepts writes needs:
 * - Sec-Fetch-Site: cross-site on a write gets 403.
 * - Writes need Content-Type application/json (415 otherwise): a cross-origin form or no-cors fetch can
 *   only send "simple" content types, and a JSON one forces a CORS preflight, which this server never
 *   grants (it sends no CORS headers at all).
 */
export function localOnlyGuard(refuse: Refuse) {
  const loopback = loopbackGuard({
    refuse,
    host: { status: 421, error: 'misdirected_request' },
    origin: { status: 403, error: 'cross_site_request', reads: false },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    loopback(req, res, () => {
      if (req.method === 'GET' || req.method === 'HEAD') return next();
      if (String(req.headers['sec-fetch-site'] ?? '').toLowerCase() === 'cross-site') {
        return refuse(res, 403, 'cross_site_request', 'Cross-site requests are refused');
      }
      if (!req.is('application/json')) {
        return refuse(
          res,
          415,
          'unsupported_media_type',
          'POST bodies must be JSON with Content-Type: application/json',
        );
      }
      next();
    });
}
