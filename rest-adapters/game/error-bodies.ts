import type { GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import { statusForCode, type ErrorBodies, type HttpReply } from '../core/index.js';

/**
 * The game API's error body: `error` a stable snake_case code a client switches
 * on, `message` for people, `details` naming each bad field of a 400, `reason` refining a 403/422.
 * Validation outcomes are not errors: they answer 200 with a resultCode.
 */
export const gameErrorBody = z
  .object({
    error: z
      .string()
      .describe(
        'invalid_request, unauthorized, forbidden, not_found, conflict, too_many_requests, payload_too_large, unavailable, internal_error, ...',
      ),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    reason: z
      .string()
      .optional()
      .describe('why a 403/422 was given (for example user_mismatch, not_in_cell, position_stale)'),
  })
  .meta({ id: 'GameError' });

const internal = (): HttpReply => ({
  status: 500,
  body: { error: 'internal_error', message: 'Internal server error' },
});

const CODE_NAMES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'too_many_requests',
  503: 'unavailable',
};

function fromGraphQL(error: GraphQLFormattedError): HttpReply {
  const { code, reason, details, issues } = (error.extensions ?? {}) as Record<string, unknown>;
  const fields = Array.isArray(details) ? details : Array.isArray(issues) ? issues : undefined;
  const status = code === 'UNPROCESSABLE' ? 422 : statusForCode(code);
  if (status === 500) return internal();
  return {
    status,
    body: {
      error: CODE_NAMES[status] ?? String(code).toLowerCase(),
      message: error.message,
      ...(typeof reason === 'string' ? { reason } : {}),
      ...(fields ? { details: fields } : {}),
    },
  };
}

export const gameApiErrors: ErrorBodies = {
  fromGraphQL,
  invalidRequest: (message, details) => ({
    status: 400,
    body: { error: 'invalid_request', message, details },
  }),
  tokenRequired: () => ({
    status: 401,
    body: { error: 'unauthorized', message: 'A bearer token is required' },
  }),
  notFound: (method, path) => ({
    status: 404,
    body: { error: 'not_found', message: `No route for ${method} ${path}` },
  }),
  rateLimited: (retryAfter) => ({
    status: 429,
    body: { error: 'too_many_requests', message: 'Too many requests from this address, please slow down.' },
    headers: { 'Retry-After': String(retryAfter) },
  }),
  payloadTooLarge: (limit) => ({
    status: 413,
    body: { error: 'payload_too_large', message: `Request body exceeds ${limit}` },
  }),
  internal,
};
