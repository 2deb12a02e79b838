import type { RequestHandler } from 'express';
import { sendError } from './http-errors.js';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function loopbackName(value: string | undefined, withScheme: boolean): boolean {
  if (!value) return false;
  try {
    return LOOPBACK_NAMES.has(new URL(withScheme ? value : `http://${value}`).hostname);
  } catch {
    return false;
  }
}

/**
 * DNS-rebinding protection for every path: a web page that points its own name at 127.0.0.1 still
 * sends that name as Host, so only loopback names are answered (any port). A browser page on another
 * origin is refused by its Origin header as well, which covers requests that need no CORS preflight.
 */
export function loopbackOnly(): RequestHandler {
  return (req, res, next) => {
    if (!loopbackName(req.headers.host, false)) {
      return sendError(res, 403, 'forbidden_host', `Host ${JSON.stringify(req.headers.host ?? '')} is not a loopback name; the bridge answers localhost, 127.0.0.1 and [::1] only`);
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !loopbackName(origin, true)) {
      return sendError(res, 403, 'forbidden_origin', `Origin ${JSON.stringify(origin)} is not a loopback origin`);
    }
    next();
  };
}
