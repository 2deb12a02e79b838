import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import swaggerUi from 'swagger-ui-express';
import { createLogger, type Logger } from '@platform/observability';
import type { AnalysisConfig } from '../config.js';
import { issuesOf, replies, send } from './errors.js';
import { analysisOpenApiDocument } from './openapi.js';
import { analysisRoutes, type AnalysisRoute, type RouteContext } from './routes.js';

export interface AnalysisAppOptions {
  /** Defaults to a pino logger at config.logLevel. */
  logger?: Logger;
}

/** Logs one line per request: path only (never bodies, which are whole pages of user content). */
function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) },
        'request',
      );
    });
    next();
  };
}

function handlerFor(route: AnalysisRoute, context: RouteContext) {
  return (req: Request, res: Response) => {
    let body: unknown;
    if (route.body) {
      const parsed = route.body.safeParse(req.body ?? {});
      if (!parsed.success) return send(res, replies.invalid(issuesOf(parsed.error)));
      body = parsed.data;
    }
    // Pipelines are synchronous; anything they throw reaches the error handler below as a 500.
    res.json(route.handle(body, context));
  };
}

function errorHandler(config: AnalysisConfig, logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, type } = error as { status?: number; type?: string };
    if (type === 'entity.too.large') return send(res, replies.payloadTooLarge(config.bodyLimit));
    if (type === 'entity.parse.failed') return send(res, replies.malformedJson());
    if (status && status >= 400 && status < 500)
      return send(res, replies.invalid([{ path: 'body', message: (error as Error).message }]));
    logger.error({ err: error, method: req.method, path: req.path }, 'analysis request failed');
    send(res, replies.internal());
  };
}

/** The analysis REST API (no listen): docs, then the route table, then 404 and error bodies. */
export function createAnalysisApp(config: AnalysisConfig, options: AnalysisAppOptions = {}): Express {
  const logger = options.logger ?? createLogger(config.logLevel, 'analysis');
  const context: RouteContext = { config, startedAt: Date.now() };
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(logger));
  const document = analysisOpenApiDocument(analysisRoutes);
  app.get('/api-docs.json', (_req, res) => res.json(document));
  app.use('/api-docs', swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'Analysis service' }));
  const json = express.json({ limit: config.bodyLimit });
  for (const route of analysisRoutes) {
    if (route.method === 'post') app.post(route.path, json, handlerFor(route, context));
    else app.get(route.path, handlerFor(route, context));
  }
  app.use((req: Request, res: Response) => send(res, replies.notFound(req.method, req.path)));
  app.use(errorHandler(config, logger));
  return app;
}
