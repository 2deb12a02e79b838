import type { NextFunction, Request, Response } from 'express';

const BODY_LIMIT = 56 * 1024; // oidc-provider's own limit for a form body

/** The client a token request names: HTTP Basic's user, else the form's client_id. */
function clientOf(req: Request, form: URLSearchParams): string {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(req.headers.authorization ?? '');
  if (basic) {
    const user = Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0];
    try {
      return decodeURIComponent(user);
    } catch {
      return user;
    }
  }
  return form.get('client_id') ?? '';
}

async function readBody(req: Request): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Token endpoint requests per client and client address in a fixed window (OIDC_TOKEN_RATE_LIMIT_MAX
 * per OIDC_TOKEN_RATE_LIMIT_WINDOW_MS, in this process): beyond it 429 `slow_down` with Retry-After.
 * The body is read here to learn the client, then handed to the provider as the parsed body it
 * accepts from an upstream reader.
 */
export function tokenThrottle(limits: { max: number; windowMs: number }, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const body = await readBody(req);
    if (!body) {
      res
        .status(413)
        .type('json')
        .send({ error: 'invalid_request', error_description: 'the request body is too large' });
      return;
    }
    (req as Request & { body: Buffer }).body = body;
    const key = `${clientOf(req, new URLSearchParams(body.toString('utf8')))}\n${req.ip ?? ''}`;
    const at = now();
    if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + limits.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limits.max) {
      res.set('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - at) / 1000))));
      res.status(429).type('json').send({
        error: 'slow_down',
        error_description: 'too many token requests from this client and address: retry later',
      });
      return;
    }
    next();
  };
}
