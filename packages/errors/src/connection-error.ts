import { DomainError, ServiceUnavailable } from './domain-error.js';

/** How long a client should wait before retrying when a store is unreachable (seconds, Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures: the peer is gone, refuses, or does not answer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
/** PostgreSQL SQLSTATEs of a server going away: 08xxx connection exceptions, 57P01-57P03 shutdown/cannot connect now. */
const SQLSTATE_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;
/** Messages of the pg driver and pools that carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'the database system is',
];

function isConnectionFailure(error: object): boolean {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
  // MikroORM converts driver errors it recognizes into ConnectionException.
  if (name === 'ConnectionException') return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

/**
 * Whether `error`, or anything it wraps (cause, originalError, AggregateError members), says a
 * store (the database) could not be reached. Such a failure is the server's, temporary, and
 * answered 503 with Retry-After; never 500.
 */
export function isConnectionError(error: unknown, seen = new Set<unknown>()): boolean {
  if (!error || typeof error !== 'object' || seen.has(error)) return false;
  seen.add(error);
  if (error instanceof DomainError) return false;
  if (isConnectionFailure(error)) return true;
  const { cause, originalError, errors } = error as {
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  if (isConnectionError(cause, seen) || isConnectionError(originalError, seen)) return true;
  return Array.isArray(errors) && errors.some((inner) => isConnectionError(inner, seen));
}

/** The one ServiceUnavailable for an unreachable store; its text names no host, port or driver. */
export function storeUnavailable(): ServiceUnavailable {
  return new ServiceUnavailable('The database is temporarily unreachable; please retry shortly', {
    reason: 'database_unavailable',
    retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
  });
}

/** A DomainError as is; a connection failure as ServiceUnavailable; anything else unchanged (a 500). */
export function classifyError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  return isConnectionError(error) ? storeUnavailable() : error;
}
