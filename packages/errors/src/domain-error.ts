import type { ErrorCode } from './error-codes.js';

/** An expected failure thrown by a service; turned into a GraphQL error once, and into REST bodies once. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** graphql-js copies an original error's `extensions` onto the GraphQLError it wraps it in. */
  get extensions(): Record<string, unknown> {
    return { code: this.code, ...this.details };
  }
}

export class BadInput extends DomainError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('BAD_USER_INPUT', message, details);
  }
}

export class Unauthenticated extends DomainError {
  constructor(message = 'Authorization token required') {
    super('UNAUTHENTICATED', message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'Forbidden', details: Record<string, unknown> = {}) {
    super('FORBIDDEN', message, details);
  }
}

export class NotFound extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`);
  }
}

/** For entity references (`.catch(nullWhenNotFound)`): a missing or foreign entity resolves to null; real failures still surface. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof NotFound) return null;
  throw error;
}

export class Conflict extends DomainError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('CONFLICT', message, details);
  }
}

/**
 * A well-formed request that breaks a business rule (a trade with yourself, a full catalog): REST
 * answers 422. `reason` names the rule in snake_case, the code an API's error envelope shows.
 */
export class BusinessRuleViolation extends DomainError {
  constructor(reason: string, message: string, details: Record<string, unknown> = {}) {
    super('UNPROCESSABLE', message, { reason, ...details });
  }
}

export class ServiceUnavailable extends DomainError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('SERVICE_UNAVAILABLE', message, details);
  }
}
