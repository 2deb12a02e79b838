import type { NextFunction, Request, Response } from 'express';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a URL authority, lower-cased and normalised (`127.1` → `127.0.0.1`, `LocalHost.` → `localhost`). */
function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/\.$/, '');
  } catch {
    return undefined; // includes Origin "null" (sandboxed frames, file: pages)
  }
}

/** A Host header naming the loopback interface (any port): `localhost:8765`, `127.0.0.1`, `[::1]:39300`. */
export function isLoopbackHost(host: string | undefined): boolean {
  // A Host header is name[:port] only; user info, paths and the like are not a loopback name.
  if (!host || /[@/\\?#\s]/.test(host)) return false;
  return LOOPBACK_NAMES.has(hostnameOf(`http://${host}`) ?? '');
}

/** An Origin header naming a page served from this machine (any port, http or https). */
export function isLoopbackOrigin(origin: string): boolean {
  return /^https?:\/\//i.test(origin) && LOOPBACK_NAMES.has(hostnameOf(origin) ?? '');
}

/** How a server sends a refusal in its own error body. */
export type Refuse = (res: Response, status: number, error: string, message: string) => void;

export interface LoopbackGuardOptions {
  refuse: Refuse;
  /** Status and error code of a foreign Host: the HTTP API answers 421 misdirected_request, the bridge 403 forbidden_host. */
  host: { status: number; error: string };
  /** Status and error code of a foreign Origin, and whether reads (GET, HEAD) are checked too or only writes. */
  origin: { status: number; error: string; reads: boolean };
}

/**
 * What keeps a server on 127.0.0.1 private to this machine's user, shared by `mfm serve` and `mfm bridge`:
 * - Host must name the loopback interface: a page on evil.example whose DNS name is re-pointed to
 *   127.0.0.1 (DNS rebinding) still sends `Host: evil.example`.
 * - A browser page on another origin is refused by its Origin header, which covers requests that need
 *   no CORS preflight. The HTTP API checks it on writes only (its answers carry no CORS headers, so a
 *   foreign page cannot read them); the bridge on every request.
 * Each server keeps its status codes and error body, which its clients already know.
 */
export function loopbackGuard({ refuse, host, origin }: LoopbackGuardOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isLoopbackHost(req.headers.host)) {
      return refuse(
        res,
        host.status,
        host.error,
        `Host ${JSON.stringify(req.headers.host ?? '')} is not a loopback name; this server answers only localhost, 127.0.0.1 and [::1]`,
      );
    }
    const value = req.headers.origin;
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (value !== undefined && (origin.reads || !read) && !isLoopbackOrigin(value)) {
      return refuse(
        res,
        origin.status,
        origin.error,
        `Origin ${JSON.stringify(value)} is not a page of this machine; requests from other sites are refused`,
      );
    }
    next();
  };
}
