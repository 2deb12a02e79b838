import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { printSchema } from 'graphql';
import { Forbidden, classifyError, DomainError } from '@platform/errors';
import { requirePermission, type RequestContext } from '@platform/auth';
import type { HttpReply } from '@platform/rest-adapters/core';
import type { Logger } from '@platform/observability';
import { contextFromHeaders, requestIdOf, type Gateway } from '@platform/gateway/product-host';
import { envelope, internalError, resumeApiErrors, unauthorized } from '../index.js';

const send = (res: Response, reply: HttpReply) => {
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.status(reply.status).json(reply.body);
};

/**
 * The caller of /graphql on the resume port: a resume token only (any other realm's is invalid here)
 * with profiles:read; refusals in the resume API's envelope (401 UNAUTHORIZED, 403 FORBIDDEN), before GraphQL runs.
 */
async function resumeCaller(
  gateway: Gateway,
  req: Request,
  res: Response,
): Promise<RequestContext | undefined> {
  const requestId = requestIdOf(req.headers);
  res.setHeader('X-Request-Id', requestId);
  if (!req.headers.authorization) return void send(res, unauthorized());
  try {
    const context = await contextFromHeaders(gateway.sessions, req.headers, requestId, ['resume']);
    requirePermission(context, 'profiles:read');
    return context;
  } catch (thrown) {
    const error = classifyError(thrown);
    if (error instanceof Forbidden) return void send(res, envelope(403, error.message));
    if (error instanceof DomainError)
      return void send(
        res,
        resumeApiErrors.fromGraphQL({ message: error.message, extensions: error.extensions }),
      );
    throw thrown;
  }
}

/**
 * /graphql on the resume API's port: the same supergraph as the gateway's, behind this API's
 * authentication; GET /graphql/schema answers the public SDL only while introspection is on
 * (GRAPHQL_INTROSPECTION): the printed SDL is what introspection would tell, so turning one off
 * without the other would leave the schema readable. Off, it is 404 NOT_FOUND as an unknown path.
 */
export function resumeGraphqlRouter(
  gateway: Gateway,
  options: { bodyLimit: string; logger: Logger; introspection: boolean },
): Router {
  const router = express.Router();
  router.use('/graphql', async (req, res, next) => {
    const context = await resumeCaller(gateway, req, res).catch(next);
    if (!context) return;
    res.locals.graphqlContext = context;
    next();
  });
  router.get('/graphql/schema', (req, res) => {
    if (!options.introspection) return send(res, resumeApiErrors.notFound(req.method, req.path));
    res.type('text/plain').send(printSchema(gateway.apiSchema()));
  });
  router.use(
    '/graphql',
    express.json({ limit: options.bodyLimit }),
    expressMiddleware(gateway.apollo, {
      context: async ({ res }) => res.locals.graphqlContext as RequestContext,
    }),
  );
  router.use('/graphql', (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed')
      return send(
        res,
        envelope(400, 'Malformed JSON in request body', { field: 'body', issue: 'not valid JSON' }),
      );
    if (type === 'entity.too.large') return send(res, resumeApiErrors.payloadTooLarge(options.bodyLimit));
    options.logger.error({ err: error }, 'unhandled resume /graphql error');
    send(res, internalError());
  });
  return router;
}
