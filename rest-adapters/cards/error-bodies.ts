import type { GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import { statusForCode, type ErrorBodies, type HttpReply } from '../core/index.js';

/** The cards API's error envelope, for every error it answers, with the request id also in X-Request-Id. */
export const cardsErrorBody = z
  .object({
    error: z.object({
      code: z.string().meta({
        description:
          'snake_case, e.g. invalid_request, unauthorized, insufficient_scope, not_found, portfolio_limit_exceeded, entitlement_required, idempotency_key_reused',
      }),
      message: z.string(),
      request_id: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  })
  .meta({ id: 'CardsError' });

/** The envelope code of a status when the error names no rule of its own. */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  402: 'upgrade_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'unprocessable',
  429: 'rate_limited',
  503: 'service_unavailable',
  500: 'internal_error',
};

/** A reply whose body is built once the router knows the request id. */
export function envelope(
  status: number,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
  headers?: Record<string, string>,
): HttpReply {
  return {
    status,
    headers,
    body: (requestId: string) => ({ error: { code, message, request_id: requestId, details } }),
  };
}

function fromGraphQL(error: GraphQLFormattedError): HttpReply {
  const { code, reason, ...details } = (error.extensions ?? {}) as Record<string, unknown>;
  const status = statusForCode(code);
  if (status === 500) return envelope(500, CODE_OF_STATUS[500], 'Internal server error');
  // A domain rule names itself (`reason`): that is the envelope's code; the rest are its details.
  const envelopeCode = typeof reason === 'string' ? reason : (CODE_OF_STATUS[status] ?? 'error');
  return envelope(status, envelopeCode, error.message, details);
}

export const cardsApiErrors: ErrorBodies = {
  fromGraphQL,
  invalidRequest: (message, issues) => envelope(400, 'invalid_request', message, { issues }),
  tokenRequired: () => envelope(401, 'unauthorized', 'Authorization: Bearer <token> required'),
  notFound: (method, path) => envelope(404, 'not_found', `No route for ${method} ${path}`),
  rateLimited: (retryAfter) =>
    envelope(
      429,
      'rate_limited',
      'Too many requests, please try again later',
      { retry_after_seconds: retryAfter },
      { 'Retry-After': String(retryAfter) },
    ),
  payloadTooLarge: (limit) => envelope(413, 'payload_too_large', `Request body exceeds ${limit}`),
  internal: () => envelope(500, 'internal_error', 'Internal server error'),
};
