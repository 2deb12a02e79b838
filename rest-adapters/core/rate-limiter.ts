import type { Request, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Shared counters (Redis) for several replicas; in-process when absent. */
  store?: Store;
}

/** Seconds until the client's window resets (what Retry-After promises), at least 1. */
export function secondsUntilReset(resetTime: Date | undefined, windowMs: number, now = Date.now()): number {
  const left = resetTime ? resetTime.getTime() - now : windowMs;
  return Math.max(1, Math.ceil(left / 1000));
}

/** So many requests per window per client IP; `reject` writes the API's own 429 body. */
export function ipRateLimiter(
  options: RateLimitOptions,
  reject: (res: Response, retryAfterSeconds: number) => void,
) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: options.store,
    // express-rate-limit records the client's window on the request; its end is what Retry-After promises.
    handler: (req: Request & { rateLimit?: { resetTime?: Date } }, res) =>
      reject(res, secondsUntilReset(req.rateLimit?.resetTime, options.windowMs)),
  });
}
