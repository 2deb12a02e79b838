import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { corsPolicy, ipRateLimiter, type RateLimitOptions } from '@platform/rest-adapters/core';
import { expressMiddleware } from '@as-integrations/express5';
import { GraphQLError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { classifyError, DomainError, statusForCode, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@platform/errors';
import type { Logger, Metrics } from '@platform/observability';
import type { Gateway } from './gateway.js';
import { DELEGATION_HEADER, DELEGATION_OPERATION } from '@platform/auth';
import { contextFromHeaders, requestIdOf } from './request-context.js';
import { graphiqlAssets } from './explorer/index.js';

/**
 * The gateway's HTTP face: /graphql (POST, GET, the landing page of GRAPHQL_EXPLORER) and the
 * offline explorer's files; /metrics has its own port (METRICS_PORT).
 */
export interface GatewayAppOptions {
  bodyLimit: string;
  trustProxy: false | number | string[];
  rateLimit: RateLimitOptions;
  logger: Logger;
  /** The origins whose pages may call the graph (CORS_ORIGINS, resolved by corsOrigins of @platform/config). */
  corsOrigins: readonly string[];
  /** Serves the offline explorer's script and stylesheet (GRAPHQL_EXPLORER=graphiql). */
  graphiql: boolean;
}

export function createGatewayApp(gateway: Gateway, metrics: Metrics, options: GatewayAppOptions): Express {
  const { logger } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  if (options.graphiql) app.use(corsPolicy(options.corsOrigins), graphiqlAssets(logger));
  const graphql = [
    corsPolicy(options.corsOrigins),
    // The REST APIs' rule holds on the graph too: so many requests per window per IP.
    ipRateLimiter(options.rateLimit, (res, retryAfter) => {
      res.setHeader('Retry-After', String(retryAfter));
      res.status(429).json({
        errors: [
          { message: 'Too many requests, please try again later.', extensions: { code: 'RATE_LIMITED' } },
        ],
      });
    }),
    express.json({ limit: options.bodyLimit }),
    expressMiddleware(gateway.apollo, {
      context: async ({ req, res }) => {
        const requestId = requestIdOf(req.headers);
        res.setHeader('X-Request-Id', requestId);
        // A remote subgraph acting for its caller (distributed mode): the delegation this gateway signed.
        // A gateway that calls no remote subgraph hands out none, so one sent to it is refused outright.
        const delegation = req.header(DELEGATION_HEADER);
        if (delegation && !gateway.delegations) {
          throw new GraphQLError("x-gateway-delegation is accepted only from the platform's own subgraphs", {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        }
        if (delegation) {
          const delegated = await gateway.delegations!.read(delegation, DELEGATION_OPERATION, requestId);
          if (delegated.identity) return { ...delegated, internal: false };
          throw new GraphQLError('Invalid or expired gateway delegation', {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        }
        try {
          return await contextFromHeaders(gateway.sessions, req.headers, requestId, undefined, req.ip);
        } catch (thrown) {
          // A bad token is the client's; an unreachable accounts database is a 503, never "Context creation failed: <driver text>".
          const error = classifyError(thrown);
          if (!(error instanceof DomainError)) throw error;
          const status =
            error.code === 'UNAUTHENTICATED' || error.code === 'SERVICE_UNAVAILABLE'
              ? statusForCode(error.code)
              : 400;
          // Apollo takes `http` as a status and headers only when a present `headers` key is a HeaderMap.
          const http =
            error.code === 'SERVICE_UNAVAILABLE'
              ? { status, headers: new HeaderMap([['retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)]]) }
              : { status };
          throw new GraphQLError(error.message, { extensions: { ...error.extensions, http } });
        }
      },
    }),
  ];
  // GET (and HEAD) answers keep Express's ETag, so a client can revalidate them. A POST answer is
  // never revalidated (If-None-Match applies to GET and HEAD only), and its ETag, a SHA-1 of the whole
  // answer (60 kB for a 100-row list), was work no client could use: everything else /graphql serves
  // goes through a sub-app with ETags off (settings such as trust proxy come from this app).
  const withoutEtag = express();
  withoutEtag.disable('x-powered-by');
  withoutEtag.set('etag', false);
  withoutEtag.use(...graphql);
  app.get('/graphql', ...graphql);
  app.use('/graphql', withoutEtag);
  // Body-parser failures (malformed JSON, too large) and anything else Express would render as its
  // HTML page with a stack: a GraphQL-shaped JSON error instead, with no server detail.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const { status, type } = error as { status?: number; type?: string };
    if (type === 'entity.parse.failed')
      return graphqlError(res, 400, 'Malformed JSON in request body', 'BAD_REQUEST');
    if (type === 'entity.too.large')
      return graphqlError(res, 413, `Request body exceeds ${options.bodyLimit}`, 'PAYLOAD_TOO_LARGE');
    if (status && status >= 400 && status < 500)
      return graphqlError(res, status, (error as Error).message, 'BAD_REQUEST');
    logger.error({ err: error }, 'unhandled /graphql error');
    graphqlError(res, 500, 'Internal server error', 'INTERNAL_SERVER_ERROR');
  });
  app.use((_req: Request, res: Response) =>
    graphqlError(res, 404, 'Not found: the graph is served at /graphql', 'NOT_FOUND'),
  );
  return app;
}

/** A GraphQL-shaped error body for what failed before GraphQL ran (HTTP-level refusals). */
export function graphqlErrorBody(_status: number, message: string, code = 'BAD_REQUEST') {
  return { errors: [{ message, extensions: { code } }] };
}

function graphqlError(res: Response, status: number, message: string, code: string) {
  res.status(status).json(graphqlErrorBody(status, message, code));
}
