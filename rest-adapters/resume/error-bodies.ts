import type { GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import { statusForCode, type ErrorBodies, type HttpReply } from '../core/index.js';

/** The resume API's error codes by HTTP status (docs/products/resume.md). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'VALIDATION_ERROR',
  429: 'QUOTA_EXCEEDED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** The resume API's envelope: {error: {code, message, details?}}; validation details carry {field, issue}. */
export const resumeErrorBody = z
  .object({
    error: z.object({
      code: z.enum([
        'VALIDATION_ERROR',
        'UNAUTHORIZED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'QUOTA_EXCEEDED',
        'INTERNAL_ERROR',
        'SERVICE_UNAVAILABLE',
      ]),
      message: z.string(),
      details: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('VALIDATION_ERROR: {field, issue}; QUOTA_EXCEEDED: {feature, limit, used, resetDate}'),
    }),
  })
  .meta({ id: 'Error' });

export function envelope(
  status: number,
  message: string,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
): HttpReply {
  const code = CODE_BY_STATUS[status] ?? 'INTERNAL_ERROR';
  return {
    status,
    body: { error: { code, message, ...(details ? { details } : {}) } },
    ...(headers ? { headers } : {}),
  };
}

export const unauthorized = (message = 'Missing or invalid authentication token') => envelope(401, message);
export const internalError = () => envelope(500, 'An unexpected error occurred');

/** `body.slug` → `slug`: the property the client sent; the location alone when the whole part is wrong. */
const fieldOf = (path: string) => path.split('.').slice(1).join('.') || path;

/** Only these extensions reach a client as details (never a stack or a driver's text). */
function detailsOf(status: number, extensions: Record<string, unknown>): Record<string, unknown> | undefined {
  if (status === 400 && typeof extensions.field === 'string')
    return { field: extensions.field, issue: extensions.issue };
  if (status === 400 && Array.isArray(extensions.issues) && extensions.issues.length) {
    const first = extensions.issues[0] as { path?: string; message?: string };
    return { field: first.path || 'body', issue: first.message };
  }
  if (status === 429) {
    const { feature, limit, used, resetDate } = extensions;
    return feature === undefined ? undefined : { feature, limit, used, resetDate };
  }
  // Checkout's 503s say why and what to set (checkout_unavailable, checkout_provider_error).
  if (status === 503 && typeof extensions.reason === 'string') {
    const { reason, missing } = extensions;
    return Array.isArray(missing) ? { reason, missing } : { reason };
  }
  return undefined;
}

function fromGraphQL(error: GraphQLFormattedError): HttpReply {
  const extensions = (error.extensions ?? {}) as Record<string, unknown>;
  const status = statusForCode(extensions.code);
  if (status === 500) return internalError();
  // The graph's UNAUTHENTICATED messages name the realm's rules; the resume API has one message for them all.
  if (status === 401) return unauthorized();
  return envelope(status, error.message, detailsOf(status, extensions));
}

export const resumeApiErrors: ErrorBodies = {
  fromGraphQL,
  invalidRequest: (message, issues) => {
    const first = issues[0];
    return envelope(
      400,
      message,
      first ? { field: fieldOf(first.path), issue: first.message } : { field: 'body', issue: message },
    );
  },
  tokenRequired: () => unauthorized(),
  notFound: (method, path) => envelope(404, `No route for ${method} ${path}`),
  rateLimited: (retryAfter) =>
    envelope(429, 'Rate limit exceeded, please try again later', undefined, {
      'Retry-After': String(retryAfter),
    }),
  payloadTooLarge: (limit) =>
    envelope(413, `Request body exceeds ${limit}`, { field: 'body', issue: `larger than ${limit}` }),
  internal: () => internalError(),
};
