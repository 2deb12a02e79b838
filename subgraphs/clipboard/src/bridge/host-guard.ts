import type { RequestHandler } from 'express';
import { loopbackGuard } from '../net/loopback-guard.js';
import { sendError } from './http-errors.js';

/**
 * The bridge's use of the shared loopback guard: a foreign Host or Origin gets 403 (forbidden_host,
 * forbidden_origin, as the earlier tool's bridge answered), on every path and method, reads included:
 * the bridge serves nothing a page on another site should see.
 */
export function loopbackOnly(): RequestHandler {
  return loopbackGuard({
    refuse: sendError,
    host: { status: 403, error: 'forbidden_host' },
    origin: { status: 403, error: 'forbidden_origin', reads: true },
  });
}
