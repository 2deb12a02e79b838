import type { GraphQLFormattedError } from 'graphql';
import type { Realm } from '@platform/auth';
import type { Route } from './route.js';

/** An HTTP answer the adapter sends as JSON. */
export interface HttpReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The situations every API answers, each in its own documented body. */
export interface ErrorBodies {
  /** A GraphQL error from the graph (its extensions carry code and details). */
  fromGraphQL(error: GraphQLFormattedError): HttpReply;
  /** Request validation failed before anything ran. */
  invalidRequest(message: string, issues: Array<{ path: string; message: string }>): HttpReply;
  /** No bearer token on a route that needs one. */
  tokenRequired(): HttpReply;
  notFound(method: string, path: string): HttpReply;
  rateLimited(retryAfterSeconds: number): HttpReply;
  payloadTooLarge(limit: string): HttpReply;
  /**
   * A method the path does not take (405, with Allow). Optional: without it the API's
   * invalidRequest body is sent with status 405 (methodNotAllowedReply).
   */
  methodNotAllowed?(method: string, path: string, allowed: string[]): HttpReply;
  /** A body that is not JSON on a route that takes JSON (415). Optional, as methodNotAllowed. */
  unsupportedMediaType?(contentType: string): HttpReply;
  /** Anything unexpected; never a stack trace outside development. */
  internal(error: unknown): HttpReply;
}

/** One documented REST API: its routes, its error bodies, its OpenAPI title. */
export interface RestApi {
  name: string;
  /**
   * Whose tokens the API takes: a token of any other realm is refused (401) before anything runs.
   * Absent for an API that serves no callers' identities (the local clipboard tool).
   */
  realm?: Realm;
  title: string;
  version: string;
  description: string;
  routes: Route[];
  errors: ErrorBodies;
  /** Query parameters that would carry a token: present on any request, it is refused with 401 (tokens never travel in URLs). */
  queryTokenParams?: string[];
}

/**
 * A reply body may be a function of the request id (an API whose error envelope carries it): the
 * router and the rate limiter call it with the request's id before sending.
 */
export const bodyFor = (reply: HttpReply, requestId: string): unknown =>
  typeof reply.body === 'function' ? (reply.body as (requestId: string) => unknown)(requestId) : reply.body;

/** 405 in the API's own body: its methodNotAllowed, or its validation body with status 405. */
export function methodNotAllowedReply(
  errors: ErrorBodies,
  method: string,
  path: string,
  allowed: string[],
): HttpReply {
  const allow = allowed.join(', ');
  const reply = errors.methodNotAllowed?.(method, path, allowed) ?? {
    ...errors.invalidRequest(`${method} is not allowed on ${path}; it takes ${allow}`, [
      { path: 'method', message: `allowed: ${allow}` },
    ]),
    status: 405,
  };
  return { ...reply, headers: { ...reply.headers, Allow: allow } };
}

/** 415 in the API's own body: its unsupportedMediaType, or its validation body with status 415. */
export function unsupportedMediaTypeReply(errors: ErrorBodies, contentType: string): HttpReply {
  const message = `This API takes JSON request bodies: send Content-Type: application/json (got ${contentType || 'no Content-Type'})`;
  return (
    errors.unsupportedMediaType?.(contentType) ?? {
      ...errors.invalidRequest(message, [{ path: 'headers.content-type', message }]),
      status: 415,
    }
  );
}

// The status of each error code is the platform's one table (packages/errors, error-codes.ts).
export { statusForCode } from '@platform/errors';
