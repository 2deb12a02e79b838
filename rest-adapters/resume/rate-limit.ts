import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { secondsUntilReset } from '../core/index.js';
import { resumeApiErrors } from './error-bodies.js';

/**
 * The resume API's rate limit: `max` requests a minute per client address, with X-RateLimit-Limit,
 * X-RateLimit-Remaining and X-RateLimit-Reset (epoch seconds) on every response of the API; over it,
 * 429 with the envelope and Retry-After.
 */
export function resumeRateLimiter(max: number, store?: Store): RequestHandler {
  const windowMs = 60_000;
  return rateLimit({
    windowMs,
    limit: max,
    standardHeaders: false,
    legacyHeaders: true,
    store,
    handler: (req, res) => {
      const reply = resumeApiErrors.rateLimited(
        secondsUntilReset((req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime, windowMs),
      );
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      res.status(reply.status).json(reply.body);
    },
  });
}
