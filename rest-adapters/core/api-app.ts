import express, { type Express, type Request, type Response } from 'express';
import swaggerUi from 'swagger-ui-express';
import type { z } from 'zod';
import type { Logger, Metrics } from '@platform/observability';
import type { GraphExecutor } from '@platform/subgraph-kit/executor';
import { openApiDocument, type ExtraPath } from './openapi.js';
import { createRestRouter } from './rest-router.js';
import { ipRateLimiter, type RateLimitOptions } from './rate-limiter.js';
import type { RestApi } from './rest-api.js';
import { ResponseCache } from './response-cache.js';
import type { FileFolders } from './file-reply.js';
import type { EventBus } from '@platform/pubsub';
import type { IdempotencyRunner } from './idempotent-route.js';
import { bodyFor } from './rest-api.js';
import { corsPolicy } from './cors-policy.js';

export interface ApiAppOptions {
  api: RestApi;
  executor: GraphExecutor;
  logger: Logger;
  metrics: Metrics;
  bodyLimit: string;
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses and CIDR ranges (TRUST_PROXY). */
  trustProxy: false | number | string[];
  rateLimit: RateLimitOptions;
  errorSchema: z.ZodType;
  /** Plain handlers outside the graph (health), documented too. */
  extras?: Array<ExtraPath & { handler: (req: Request, res: Response) => unknown }>;
  requestIdOf: (headers: Request['headers']) => string;
  /** The bus the domains announce changes on; enables the response cache of routes that declare one. */
  bus?: EventBus;
  /** The folders file routes may stream from, by the name their FileReply gives (e.g. archives). */
  fileFolders?: FileFolders;
  /** Stores the answers of `idempotent` routes by Idempotency-Key (packages/idempotency). */
  idempotency?: IdempotencyRunner;
  /** The origins whose pages may call this API (CORS_ORIGINS, resolved by corsOrigins of @platform/config). */
  corsOrigins: readonly string[];
}

/** What the process hosting the product servers gives every API's app alike: each adds its own API and bodies. */
export type HostedApiAppOptions = Pick<
  ApiAppOptions,
  | 'executor'
  | 'logger'
  | 'metrics'
  | 'bodyLimit'
  | 'trustProxy'
  | 'rateLimit'
  | 'requestIdOf'
  | 'bus'
  | 'corsOrigins'
>;

/** One documented REST API on its own port: docs, rate limit, logs, metrics, then its routes. */
export function createApiApp(options: ApiAppOptions): Express {
  const { api, logger, metrics } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  // First: refusals below (429, 404) must reach an allowed page readable, with their CORS headers.
  app.use(corsPolicy(options.corsOrigins));
  app.use((req, res, next) => {
    const requestId = options.requestIdOf(req.headers);
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = (req.route?.path as string | undefined) ?? 'unmatched';
      metrics.httpDuration.observe(
        { api: api.name, method: req.method, route, status: String(res.statusCode) },
        seconds,
      );
      logger.info(
        {
          requestId,
          api: api.name,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    });
    next();
  });
  const document = openApiDocument(api, options.errorSchema, options.extras);
  app.get('/api-docs.json', (_req, res) => res.json(document));
  // serveFiles, not serve: `serve` answers swagger-ui-init.js from swagger-ui-express's module-wide
  // state, which holds the document of whichever API called setup() last, so every port's page
  // rendered that one API. serveFiles keeps this API's document in its own closure.
  app.use(
    '/api-docs',
    swaggerUi.serveFiles(document, { customSiteTitle: api.title }),
    swaggerUi.setup(document, { customSiteTitle: api.title }),
  );
  for (const extra of options.extras ?? []) app[extra.method](extra.path, extra.handler);
  app.use(
    ipRateLimiter(options.rateLimit, (res, retryAfter) => {
      const reply = api.errors.rateLimited(retryAfter);
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      res.status(reply.status).json(bodyFor(reply, String(res.locals.requestId)));
    }),
  );
  const cacheTopics = [
    ...new Set(api.routes.flatMap((route) => (route.cache ? [route.cache.invalidatedBy] : []))),
  ];
  const cache = options.bus && cacheTopics.length ? new ResponseCache(options.bus, cacheTopics) : undefined;
  app.use(
    createRestRouter(api, options.executor, {
      bodyLimit: options.bodyLimit,
      logger,
      cache,
      files: options.fileFolders,
      idempotency: options.idempotency,
    }),
  );
  return app;
}
