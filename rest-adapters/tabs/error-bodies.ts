import type { GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import { statusForCode, type ErrorBodies, type HttpReply } from '../core/index.js';

/** The tab API's error bodies: {error, message} for most, the upgrade body for 402, {status:'error'} for 500. */
export const errorBody = z
  .object({
    error: z.string().optional(),
    message: z.string(),
    status: z.literal('error').optional(),
    timestamp: z.string().optional(),
    feature: z.string().optional(),
    upgrade: z.object({ tier: z.string(), priceDisplay: z.string() }).optional(),
    limits: z.object({ bookmarks: z.number().nullable(), devices: z.number().nullable() }).optional(),
    usage: z.object({ bookmarks: z.number(), tabs: z.number(), devices: z.number() }).optional(),
    code: z.string().optional(),
    required: z.array(z.string()).optional(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });

const internal = (): HttpReply => ({
  status: 500,
  body: { status: 'error', message: 'Internal server error', timestamp: new Date().toISOString() },
});

const rateLimited = (retryAfter: number): HttpReply => ({
  status: 429,
  body: { error: 'too_many_requests', message: 'Too many requests, please try again later.' },
  headers: { 'Retry-After': String(retryAfter) },
});

function fromGraphQL(error: GraphQLFormattedError): HttpReply {
  const { code, ...details } = (error.extensions ?? {}) as Record<string, unknown>;
  // Login throttling (the accounts domain): the API's own 429, with the time left in Retry-After.
  if (code === 'RATE_LIMITED') return rateLimited(Number(details.retryAfter) || 1);
  const status = statusForCode(code);
  if (status === 500) return internal();
  if (status === 402) {
    const { feature, upgrade, limits, usage } = details;
    return {
      status,
      body: { error: 'upgrade_required', message: error.message, feature, upgrade, limits, usage },
    };
  }
  if (status === 503 && details.reason) {
    const reason = String(details.reason);
    return {
      status,
      body: {
        error: reason,
        code: reason,
        message: error.message,
        ...(details.required ? { required: details.required } : {}),
      },
    };
  }
  return { status, body: { error: String(code).toLowerCase(), message: error.message } };
}

export const tabsApiErrors: ErrorBodies = {
  fromGraphQL,
  invalidRequest: (message, details) => ({
    status: 400,
    body: { error: 'validation_error', message, details },
  }),
  tokenRequired: () => ({
    status: 401,
    body: { error: 'unauthorized', message: 'Authorization token required' },
  }),
  notFound: (method, path) => ({
    status: 404,
    body: { error: 'not_found', message: `No route for ${method} ${path}` },
  }),
  rateLimited,
  payloadTooLarge: (limit) => ({
    status: 413,
    body: { error: 'payload_too_large', message: `Request body exceeds ${limit}` },
  }),
  internal,
};
