import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { EmbedderUnavailableError, MfmError, NotFoundError, UsageError } from '../errors.js';

/** Every error the bridge's own paths answer has this body. */
export interface ErrorBody {
  error: string;
  message: string;
}

export class BadRequestError extends Error {}

export function sendError(res: Response, status: number, error: string, message: string): void {
  res.status(status).json({ error, message } satisfies ErrorBody);
}

export const notFound: RequestHandler = (req, res) => {
  sendError(res, 404, 'not_found', `no such path: ${req.method} ${req.path}`);
};

/**
 * Last handler: turns anything thrown into JSON. Body-parser failures carry a 4xx `status`; anything
 * else unexpected is a 500 with the reason logged, and the server keeps serving.
 */
export function errorHandler(log: (message: string) => void): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof BadRequestError) return sendError(res, 400, 'bad_request', error.message);
    if (error instanceof UsageError) return sendError(res, 400, 'bad_request', error.message);
    if (error instanceof NotFoundError) return sendError(res, 404, 'not_found', error.message);
    if (error instanceof EmbedderUnavailableError)
      return sendError(res, 503, 'embedder_unavailable', error.message);
    if (error instanceof MfmError) return sendError(res, 500, error.code.toLowerCase(), error.message);
    const status = Number((error as { status?: number }).status);
    if (status >= 400 && status < 500) return sendError(res, status, 'bad_request', (error as Error).message);
    log(`mfm bridge: ${(error as Error)?.stack ?? String(error)}`);
    return sendError(res, 500, 'internal', 'the bridge failed to answer this request; see its log');
  };
}
