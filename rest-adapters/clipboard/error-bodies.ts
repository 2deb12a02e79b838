import type { GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import { statusForCode } from '../core/rest-api.js';
import type { ErrorBodies, HttpReply } from '../core/rest-api.js';

/** Every error of the clipboard API: {error: code, message}, plus details for validation failures. */
export const clipboardErrorBody = z
  .object({
    error: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ClipboardError' });

const reply = (
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpReply => ({
  status,
  body: { error, message, ...extra },
});

const internal = () =>
  reply(
    500,
    'internal_error',
    'Internal error; the server keeps running and nothing stored was changed by it',
  );

function fromGraphQL(error: GraphQLFormattedError): HttpReply {
  const code = error.extensions?.code;
  const status = statusForCode(code);
  if (status === 500) return internal();
  return reply(status, String(code).toLowerCase(), error.message);
}

/** The one ErrorBodies of the clipboard HTTP API (`mfm serve`). */
export const clipboardApiErrors: ErrorBodies = {
  fromGraphQL,
  invalidRequest: (message, details) =>
    reply(400, 'invalid_request', message, details.length ? { details } : {}),
  tokenRequired: () =>
    reply(401, 'unauthorized', 'This API takes no tokens; it answers loopback clients only'),
  notFound: (method, path) => reply(404, 'not_found', `No route for ${method} ${path}`),
  rateLimited: (retryAfter) => ({
    ...reply(429, 'too_many_requests', 'Too many requests'),
    headers: { 'Retry-After': String(retryAfter) },
  }),
  payloadTooLarge: (limit) => reply(413, 'payload_too_large', `Request body exceeds ${limit}`),
  internal,
};

/** Refusals of the local-only guard (wrong Host, cross-site POST, not JSON), in the same body. */
export const guardReply = reply;
