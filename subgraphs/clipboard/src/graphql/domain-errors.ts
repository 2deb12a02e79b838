import { BadInput, DomainError, NotFound, ServiceUnavailable } from '@platform/errors';
import { MfmError } from '../errors.js';

/**
 * The clipboard's typed errors (MfmError, shared with the CLI) as the platform's DomainErrors, whose
 * `extensions.code` the REST adapter maps to statuses. The one place this translation happens.
 */
export function toDomainError(error: unknown): unknown {
  if (error instanceof DomainError || !(error instanceof MfmError)) return error;
  if (error.code === 'NOT_FOUND') return new NotFound(error.message.replace(/ not found$/, ''));
  if (error.code === 'EMBEDDER_UNAVAILABLE') return new ServiceUnavailable(error.message);
  if (error.exitCode === 2) return new BadInput(error.message);
  return error;
}

/** Wraps a resolver so MfmErrors leave it as DomainErrors. */
export function domainErrors<A extends unknown[], R>(
  fn: (...args: A) => R | Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await fn(...args);
    } catch (error) {
      throw toDomainError(error);
    }
  };
}
