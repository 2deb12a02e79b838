import type { Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Shared counters (Redis) for several replicas; in-process when absent. */
  store?: Store;
}

/** So many requests per window per client IP; `reject` writes the API's own 429 body. */
export function ipRateLimiter(options: RateLimitOptions, reject: (res: Response, retryAfterSeconds: number) => void) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: options.store,
    handler: (_req, res) => reject(res, Math.ceil(options.windowMs / 1000)),
  });
}
