import { DomainError } from './domain-error.js';

/**
 * Too many attempts in a window (login throttling): HTTP answers 429 with Retry-After, GraphQL
 * carries `retryAfter` (seconds) in the error's extensions.
 */
export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, { retryAfter: retryAfterSeconds });
  }
}
