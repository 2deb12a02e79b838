import { createServer } from 'node:http';
import express, { type Request } from 'express';
import swaggerUi from 'swagger-ui-express';
import { Counter } from 'prom-client';
import { requirePermission } from '@platform/auth';
import { resumeExportDir } from '@platform/config';
import {
  answerClientErrorsWithJson,
  corsPolicy,
  createRestRouter,
  openApiDocument,
} from '@platform/rest-adapters/core';
import {
  healthBody,
  healthHandler,
  readyBody,
  readyHandler,
  redocBundleHandler,
  REDOC_BUNDLE_PATH,
  redocPage,
  RESUME_EXPORTS,
  resumeApi,
  resumeCoreRoutes,
  resumeHunterRoutes,
  resumeErrorBody,
  resumeRateLimiter,
  yamlDocument,
} from '../index.js';
import type { ProductServer, ProductServerHost } from '@platform/gateway/product-host';
import { resumeGraphqlRouter } from './resume-graphql.js';
import { publicProfilePages } from './public-profile-pages.js';

const PROBES = [
  {
    method: 'get' as const,
    path: '/health',
    summary: 'Liveness: 200 while the server runs',
    tag: 'Probes',
    response: healthBody,
  },
  {
    method: 'get' as const,
    path: '/ready',
    summary: 'Readiness: database and cache (503 degraded)',
    tag: 'Probes',
    response: readyBody,
  },
];

/** The route pattern a request matched (Express sets req.route on the matching handler), for metric labels. */
const routeOf = (req: Request) =>
  req.route?.path ? `${req.baseUrl}${req.route.path as string}` : req.baseUrl || 'unmatched';

/**
 * The resume API on API_PORT: rate limit (headers on every response), probes, metrics, the OpenAPI
 * documents and their UIs, /graphql with this API's authentication (over HTTP and graphql-ws),
 * then the route table.
 */
export const resumeServer: ProductServer = {
  name: 'resume',
  banner: {
    title: 'Resume API',
    docs: '/docs/',
    health: '/health',
    more: ({ http }) => `ReDoc ${http}/redoc, GraphQL ${http}/graphql`,
  },
  portSetting: 'API_PORT',
  async start(host) {
    const server = createResumeServer(host);
    const subscriptions = host.serveSubscriptions(server, {
      realms: ['resume'],
      // As the resume port's HTTP /graphql: a resume token with profiles:read, and the API's rate limit (a minute's window).
      requireCaller: (context) => void requirePermission(context, 'profiles:read'),
      rateLimit: host.platform.config.DISABLE_RATE_LIMITING
        ? undefined
        : { max: host.platform.config.RESUME_RATE_LIMIT_MAX, windowMs: 60_000 },
    });
    return { server, closeSockets: () => subscriptions.close() };
  },
};

function createResumeServer({
  platform,
  gateway,
  executor,
  requestIdOf,
  rateLimitStore,
  apiApp,
}: ProductServerHost) {
  const { config, logger, metrics } = platform;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Resume API requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [metrics.registry],
  });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // The same CORS allowlist as every port (CORS_ORIGINS), before the 401s and 429s a page must read.
  app.use(corsPolicy(apiApp.corsOrigins));
  app.use((req, res, next) => {
    const requestId = requestIdOf(req.headers);
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const labels = { method: req.method, route: routeOf(req), status: String(res.statusCode) };
      requests.inc(labels);
      metrics.httpDuration.observe({ api: resumeApi.name, ...labels }, seconds);
      logger.info(
        {
          requestId,
          api: resumeApi.name,
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
  if (!config.DISABLE_RATE_LIMITING) app.use(resumeRateLimiter(config.RESUME_RATE_LIMIT_MAX, rateLimitStore));
  app.get('/health', healthHandler);
  app.get(
    '/ready',
    readyHandler({
      database: () => platform.db.pool.query('select 1').then(() => true),
      cacheDegraded: () => platform.bus.degraded?.() ?? false,
    }),
  );
  const core = openApiDocument({ ...resumeApi, routes: resumeCoreRoutes }, resumeErrorBody, PROBES);
  app.get('/openapi.yaml', yamlDocument(core));
  app.get('/openapi.json', (_req, res) => res.json(core));
  app.get(
    '/openapi-hunter.yaml',
    yamlDocument(
      openApiDocument(
        { ...resumeApi, title: `${resumeApi.title}: Hunter Protocol`, routes: resumeHunterRoutes },
        resumeErrorBody,
        [],
      ),
    ),
  );
  app.use('/docs', swaggerUi.serveFiles(core), swaggerUi.setup(core, { customSiteTitle: resumeApi.title }));
  app.get('/redoc', redocPage(resumeApi.title, '/openapi.yaml'));
  app.get(REDOC_BUNDLE_PATH, redocBundleHandler());
  const publicPages = publicProfilePages(executor);
  app.get('/public/profiles/:slug', publicPages.html);
  app.get('/public/profiles/:slug/jsonld', publicPages.jsonLd);
  app.use(
    resumeGraphqlRouter(gateway, {
      bodyLimit: config.BODY_LIMIT,
      logger,
      introspection: config.GRAPHQL_INTROSPECTION,
    }),
  );
  app.use(
    createRestRouter(resumeApi, executor, {
      bodyLimit: config.BODY_LIMIT,
      logger,
      files: { [RESUME_EXPORTS]: resumeExportDir(config) },
    }),
  );
  const server = createServer(app);
  answerClientErrorsWithJson(server, (_status, message) => resumeApi.errors.invalidRequest(message, []).body);
  return server;
}
