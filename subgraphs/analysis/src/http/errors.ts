import type { Response } from 'express';
import type { z } from 'zod';

/** The error bodies of this API, built in one place so every route answers the same way. */
export interface HttpReply {
  status: number;
  body: unknown;
}

export interface IssueDetail {
  path: string;
  message: string;
}

/** Zod issues as `{path, message}`, the path dotted from the body ("texts.3"), or "body" for the whole. */
export const issuesOf = (error: z.ZodError): IssueDetail[] =>
  error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : 'body',
    message: issue.message,
  }));

export const replies = {
  invalid: (details: IssueDetail[]): HttpReply => ({
    status: 400,
    body: {
      error: 'validation_error',
      message: details.map((detail) => `${detail.path}: ${detail.message}`).join('; '),
      details,
    },
  }),
  malformedJson: (): HttpReply => ({
    status: 400,
    body: {
      error: 'validation_error',
      message: 'Malformed JSON in request body',
      details: [{ path: 'body', message: 'not valid JSON' }],
    },
  }),
  payloadTooLarge: (limit: string): HttpReply => ({
    status: 413,
    body: { error: 'payload_too_large', message: `Request body is larger than the ${limit} limit` },
  }),
  notFound: (method: string, path: string): HttpReply => ({
    status: 404,
    body: { error: 'not_found', message: `No route for ${method} ${path}` },
  }),
  // Never the error's own message or stack: they can echo request text or internals.
  internal: (): HttpReply => ({
    status: 500,
    body: { status: 'error', message: 'Internal server error', timestamp: new Date().toISOString() },
  }),
};

export const send = (res: Response, reply: HttpReply): void => {
  res.status(reply.status).json(reply.body);
};
