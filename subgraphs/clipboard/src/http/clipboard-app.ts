import express, { type Express, type Request, type Response } from 'express';
import { execute, getOperationAST, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Logger } from '@platform/observability';
import { schemaExecutor } from '@platform/subgraph-kit/executor/schema-executor';
import { findUnstorableText, maskUnexpectedErrors, UNSTORABLE_TEXT_MESSAGE } from '@platform/errors';
import { createRestRouter } from '@platform/rest-adapters/core/rest-router';
import { openApiDocument } from '@platform/rest-adapters/core/openapi';
import type { RestApi } from '@platform/rest-adapters/core/rest-api';
import {
  CLIPBOARD_BODY_LIMIT,
  clipboardApi,
  clipboardErrorBody,
  FEDERATION_BODY_LIMIT,
  guardReply,
} from '@platform/rest-adapters/clipboard';
import { ClipQueries } from '../bridge/clip-queries.js';
import { CapturePipeline } from '../capture/capture-pipeline.js';
import { clipboardResolvers } from '../graphql/clipboard.resolvers.js';
import { buildClipboardSchema } from '../graphql/clipboard-schema.js';
import type { ClipboardContext } from '../graphql/clipboard-context.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { Store } from '../store/store.js';
import { localOnlyGuard } from './local-guard.js';
import { webAssetsDir } from './web-assets.js';

let nextRequestId = 0;

const sendReply = (res: Response, reply: { status: number; body: unknown }) =>
  res.status(reply.status).json(reply.body);

/** The rest adapter's router logs through pino's interface; here one line per error is enough. */
function lineLogger(log: (line: string) => void): Logger {
  const error = (details: { err?: unknown } | string, message?: string) =>
    log(
      typeof details === 'string'
        ? details
        : `${message ?? 'error'}: ${(details.err as Error)?.stack ?? String(details.err)}`,
    );
  return { error } as unknown as Logger;
}

// A page or script sends the same few documents over and over; parsing and validating one costs more
// than running it. Only documents that passed validation are kept, and the map is bounded.
const MAX_CACHED_DOCUMENTS = 200;

function graphqlHandler(
  schema: GraphQLSchema,
  context: Omit<ClipboardContext, 'requestId'>,
  log: (line: string) => void,
) {
  const validated = new Map<string, DocumentNode>();
  // Expected errors keep their code; anything else is logged and answered as a plain internal error.
  const format = maskUnexpectedErrors((error) =>
    log(`unexpected GraphQL error: ${(error as Error)?.stack ?? String(error)}`),
  );
  return async (req: Request, res: Response) => {
    const { query, variables, operationName } = (req.body ?? {}) as {
      query?: unknown;
      variables?: unknown;
      operationName?: unknown;
    };
    if (typeof query !== 'string')
      return sendReply(
        res,
        guardReply(400, 'invalid_request', 'body.query must be a GraphQL document string'),
      );
    let document = validated.get(query);
    if (!document) {
      try {
        document = parse(query);
      } catch (error) {
        return res.status(400).json({
          errors: [{ message: (error as Error).message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
        });
      }
      const invalid = validate(schema, document);
      if (invalid.length)
        return res.status(400).json({
          errors: invalid.map((e) => ({
            ...e.toJSON(),
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          })),
        });
      if (validated.size >= MAX_CACHED_DOCUMENTS) validated.clear();
      validated.set(query, document);
    }
    // The request's own faults, answered as the gateway answers them: 400 before anything runs.
    const refuse = (message: string, code: string) =>
      res.status(400).json({ errors: [{ message, extensions: { code } }] });
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
      return refuse('variables must be an object', 'BAD_REQUEST');
    if (operationName != null && typeof operationName !== 'string')
      return refuse('operationName must be a string', 'BAD_REQUEST');
    const operation = getOperationAST(document, operationName ?? undefined);
    if (!operation)
      return refuse(
        operationName
          ? `Unknown operation named "${operationName}"`
          : 'The document holds several operations: name one in operationName',
        'OPERATION_RESOLUTION_FAILURE',
      );
    if (operation.operation === 'subscription')
      return refuse('This endpoint serves no subscriptions', 'BAD_REQUEST');
    const unstorable = findUnstorableText(variables ?? {});
    if (unstorable !== undefined)
      return refuse(`Input variable ${unstorable} ${UNSTORABLE_TEXT_MESSAGE}`, 'BAD_USER_INPUT');
    const result = await execute({
      schema,
      document,
      variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
      operationName: typeof operationName === 'string' ? operationName : undefined,
      contextValue: { ...context, requestId: String(res.locals.requestId) },
    });
    res.json({
      data: result.data,
      ...(result.errors ? { errors: result.errors.map((e) => format(e.toJSON(), e)) } : {}),
    });
  };
}

/** A /graphql body that is not JSON, or too large: a GraphQL-shaped JSON error, never Express's HTML page. */
function graphqlBodyErrors(
  error: { type?: string; status?: number },
  _req: Request,
  res: Response,
  next: (error: unknown) => void,
) {
  if (error.type === 'entity.parse.failed')
    return res
      .status(400)
      .json({ errors: [{ message: 'Malformed JSON in request body', extensions: { code: 'BAD_REQUEST' } }] });
  if (error.type === 'entity.too.large')
    return res.status(413).json({
      errors: [
        {
          message: `Request body exceeds ${CLIPBOARD_BODY_LIMIT}`,
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    });
  if (error.status && error.status >= 400 && error.status < 500)
    return res
      .status(error.status)
      .json({ errors: [{ message: 'Bad request', extensions: { code: 'BAD_REQUEST' } }] });
  next(error);
}

/**
 * The Express app of `mfm serve`: the local-only guard first, then the web UI at `/`, `/api-docs`
 * (OpenAPI from the route table), `/graphql` (the local subgraph) and the clipboard REST routes.
 */
export function createClipboardApp(store: Store, log: (line: string) => void): Express {
  const schema = buildClipboardSchema(clipboardResolvers);
  const context: Omit<ClipboardContext, 'requestId'> = {
    store,
    pipeline: new CapturePipeline(store.db, { log }),
    queries: new ClipQueries(store.db),
    clips: new ClipsRepository(store.db),
  };
  // No gateway and no users here: everyone who reaches the loopback server is the machine's user.
  const executor = schemaExecutor(schema, context, log);
  const logger = lineLogger(log);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((req, res, next) => {
    res.locals.requestId = String(++nextRequestId);
    // The UI and the JSON answers must not be framed or sniffed by another site's page.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  app.use(
    localOnlyGuard((res, status, error, message) => sendReply(res, guardReply(status, error, message))),
  );

  const document = openApiDocument(clipboardApi, clipboardErrorBody);
  app.get(['/api-docs', '/api-docs.json'], (_req, res) => res.json(document));
  app.post(
    '/graphql',
    express.json({ limit: CLIPBOARD_BODY_LIMIT }),
    graphqlHandler(schema, context, log),
    graphqlBodyErrors,
  );
  const staticFiles = express.static(webAssetsDir(), {
    index: 'index.html',
    setHeaders: (res) =>
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      ),
  });
  // The UI's files never share a name with an API path, so API requests skip the static handler,
  // which would otherwise stat a missing file on disk for every one of them (GET /search included).
  const apiPaths = new Set(clipboardApi.routes.map((route) => route.path));
  app.use((req, res, next) => (apiPaths.has(req.path) ? next() : staticFiles(req, res, next)));

  // /federate_import takes whole peer exports; every other body is held to the API's 1 MB.
  const federationImport = (r: { method: string; path: string }) =>
    r.method === 'post' && r.path === '/federate_import';
  const importApi: RestApi = { ...clipboardApi, routes: clipboardApi.routes.filter(federationImport) };
  const mainApi: RestApi = {
    ...clipboardApi,
    routes: clipboardApi.routes.filter((r) => !federationImport(r)),
  };
  const importRouter = createRestRouter(importApi, executor, { bodyLimit: FEDERATION_BODY_LIMIT, logger });
  // Only POST /federate_import reaches this router: its catch-all 404 must not answer other paths.
  app.use((req, res, next) =>
    req.method === 'POST' && req.path === '/federate_import' ? importRouter(req, res, next) : next(),
  );
  app.use(createRestRouter(mainApi, executor, { bodyLimit: CLIPBOARD_BODY_LIMIT, logger }));
  return app;
}
