import type { GraphQLFormattedError } from 'graphql';
import { DomainError, type ErrorCode } from '@platform/errors';
import { statusForCode } from './rest-api.js';

/**
 * What the router needs of an idempotency store (packages/idempotency's IdempotencyStore): run an
 * operation once per (scope, key) and replay its stored answer, or refuse a reused key (422).
 */
export interface IdempotencyRunner {
  run<T>(
    request: { scope: string; key: string; request: unknown },
    operation: () => Promise<T>,
  ): Promise<{ value: T; replayed: boolean }>;
}

/** The header a client sends, and the one a replayed answer carries. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** A route's operation answered with a GraphQL error: carried out of the runner so its body is the API's. */
export class GraphQLFailure extends Error {
  constructor(readonly error: GraphQLFormattedError) {
    super(error.message);
  }
}

/**
 * Runs a route's work under its Idempotency-Key. An expected failure (a 4xx code) is stored as the
 * key's answer and replayed as the same error; anything else (a 5xx) releases the key so the
 * client's retry runs again.
 */
export async function runIdempotently<T>(
  runner: IdempotencyRunner,
  request: { scope: string; key: string; request: unknown },
  perform: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  return runner.run(request, async () => {
    try {
      return await perform();
    } catch (error) {
      if (!(error instanceof GraphQLFailure)) throw error;
      const { code, ...details } = (error.error.extensions ?? {}) as Record<string, unknown>;
      if (statusForCode(code) >= 500) throw error;
      throw new DomainError(code as ErrorCode, error.error.message, details);
    }
  });
}
