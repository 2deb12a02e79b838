import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { getOperationAST, print } from 'graphql';
import { z } from 'zod';
import {
  classifyError,
  DomainError,
  findUnstorableText,
  responseTooLarge,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  UNSTORABLE_TEXT_MESSAGE,
} from '@platform/errors';
import type { Logger } from '@platform/observability';
// The one file, not the executor index: the clipboard tool's bundle takes this router without the kit's
// HTTP executor and what it loads.
import { anonymousContext, type GraphExecutor } from '@platform/subgraph-kit/executor/graph-executor';
import {
  bodyFor,
  methodNotAllowedReply,
  unsupportedMediaTypeReply,
  type ErrorBodies,
  type HttpReply,
  type RestApi,
} from './rest-api.js';
import {
  GraphQLFailure,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  runIdempotently,
  type IdempotencyRunner,
} from './idempotent-route.js';
import type { ResponseCache } from './response-cache.js';
import type { Route, RouteInput } from './route.js';
import { sendFileReply, type FileFolders, type FileReply } from './file-reply.js';

const send = (res: Response, reply: HttpReply) => {
  // Every 503 of every API tells the client when to come back.
  if (reply.status === 503 && !reply.headers?.['Retry-After'])
    res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.status(reply.status).json(bodyFor(reply, String(res.locals.requestId)));
};

const issuesOf = (error: z.ZodError, location: string) =>
  error.issues.map((issue) => ({ path: [location, ...issue.path].join('.'), message: issue.message }));

/**
 * The first unstorable string (NUL, lone surrogate) anywhere in what the client sent: path
 * parameters, query, body (parsed or raw) and headers. Checked here, once for every route of every
 * API, so no such text reaches a database or a GraphQL variable.
 */
function unstorableInput(req: Request): { path: string; message: string } | undefined {
  const sources: Record<string, unknown> = {
    params: req.params,
    query: req.query,
    body: req.body,
    headers: req.headers,
  };
  for (const [location, value] of Object.entries(sources)) {
    const path = findUnstorableText(value);
    if (path !== undefined)
      return {
        path: path === '(value)' ? location : `${location}.${path}`,
        message: UNSTORABLE_TEXT_MESSAGE,
      };
  }
  return undefined;
}

const hasContent = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

type Checked = {
  input?: Omit<RouteInput, 'rawBody' | 'headers'>;
  issues?: ReturnType<typeof issuesOf>;
  notJson?: string;
};

function validate(route: Route, req: Request): Checked {
  // A body the JSON parser left alone (a form, as `curl -d` sends by default): say JSON is expected,
  // instead of reporting every field of the body as missing. An empty body stays the schema's call.
  if (route.body && !route.rawBody && hasContent(req) && !req.is(['application/json', 'application/*+json']))
    return { notJson: req.get('content-type') ?? '' };
  const unstorable = unstorableInput(req);
  if (unstorable) return { issues: [unstorable] };
  const parts = { params: route.params, query: route.query, body: route.body } as const;
  const input: Record<string, unknown> = { params: {}, query: {}, body: undefined };
  const issues: ReturnType<typeof issuesOf> = [];
  for (const [location, schema] of Object.entries(parts)) {
    if (!schema) continue;
    const source =
      location === 'body' ? (req.body ?? {}) : (req as unknown as Record<string, unknown>)[location];
    const parsed = schema.safeParse(source);
    if (parsed.success) input[location] = parsed.data;
    else issues.push(...issuesOf(parsed.error, location));
  }
  return issues.length ? { issues } : { input: input as Omit<RouteInput, 'rawBody' | 'headers'> };
}

/** A thrown error as the API's body: domain errors and unreachable stores by their code, the rest as 500. */
const replyForError = (errors: ErrorBodies, thrown: unknown): HttpReply => {
  const error = classifyError(thrown);
  return error instanceof DomainError
    ? errors.fromGraphQL({ message: error.message, extensions: error.extensions })
    : errors.internal(error);
};

/** Turns one route declaration into an Express handler: validate, authenticate, run, map. */
function handlerFor(
  api: RestApi,
  route: Route,
  executor: GraphExecutor,
  logger: Logger,
  cache?: ResponseCache,
  files: FileFolders = {},
  idempotency?: IdempotencyRunner,
) {
  const query = print(route.operation);
  const operationName = getOperationAST(route.operation)?.name?.value;
  return async (req: Request, res: Response) => {
    const requestId = String(res.locals.requestId);
    if (api.queryTokenParams?.some((name) => name in (req.query as Record<string, unknown>))) {
      return send(
        res,
        api.errors.fromGraphQL({
          message: 'Tokens are never accepted in the query string: send Authorization: Bearer <token>',
          extensions: { code: 'UNAUTHENTICATED', reason: 'token_in_query' },
        }),
      );
    }
    // A route with scopes answers who may call it (401, 403) before what was sent (400).
    const scoped = Boolean(route.scopes?.length);
    if (scoped && !req.headers.authorization) return send(res, api.errors.tokenRequired());
    const checked = validate(route, req);
    const refuse = (refused: Checked) =>
      refused.notJson !== undefined
        ? send(res, unsupportedMediaTypeReply(api.errors, refused.notJson))
        : send(
            res,
            api.errors.invalidRequest(
              `${refused.issues![0].path}: ${refused.issues![0].message}`,
              refused.issues!,
            ),
          );
    const invalid = Boolean(checked.issues || checked.notJson !== undefined);
    if (invalid && !scoped) return refuse(checked);
    if (route.auth === 'user' && !req.headers.authorization) return send(res, api.errors.tokenRequired());
    try {
      // The client's address (req.ip under the app's `trust proxy`), as the gateway's /graphql passes
      // it: the accounts service throttles sign-ins per address as well as per account.
      const context = {
        ...(executor.contextFor
          ? await executor.contextFor(req.headers, requestId, api.realm)
          : anonymousContext(requestId)),
        ...(req.ip ? { clientAddress: req.ip } : {}),
      };
      const missingScopes = (route.scopes ?? []).filter((scope) => !context.identity?.scopes.includes(scope));
      if (missingScopes.length) {
        return send(
          res,
          api.errors.fromGraphQL({
            message: `This token lacks the scope ${missingScopes.join(' ')}`,
            extensions: { code: 'FORBIDDEN', reason: 'insufficient_scope', required_scopes: route.scopes },
          }),
        );
      }
      if (invalid) return refuse(checked);
      const cacheKey =
        route.cache && cache && context.identity
          ? cache.key(route.cache.invalidatedBy, context.identity, req.originalUrl)
          : undefined;
      const cached = cacheKey && cache!.get(cacheKey);
      if (cached) {
        if (cached.etag) res.setHeader('ETag', cached.etag);
        return res
          .status(route.status ?? 200)
          .type('application/json')
          .send(cached.bytes);
      }
      const headers = Object.fromEntries((route.headers ?? []).map((name) => [name, req.get(name)]));
      const input: RouteInput = {
        ...checked.input!,
        headers,
        rawBody: typeof req.body === 'string' ? req.body : '',
      };
      const claimed = route.owner?.(input);
      if (claimed !== undefined && claimed !== context.identity?.subject) {
        return send(
          res,
          api.errors.fromGraphQL({
            message: 'userId must be the player of the token',
            extensions: { code: 'FORBIDDEN', reason: 'user_mismatch' },
          }),
        );
      }
      const variables = (route.variables?.(input) ?? {}) as Record<string, unknown>;
      const perform = async () => {
        const result = await executor.execute(query, operationName, variables, context);
        if (result.errors?.length) throw new GraphQLFailure(result.errors[0]);
        return route.respond(result.data as never, input);
      };
      const key =
        route.idempotent && idempotency && context.identity ? req.get(IDEMPOTENCY_KEY_HEADER) : undefined;
      let answer: unknown;
      if (key !== undefined) {
        // Keys are the caller's own and per route: two callers (or two routes) never share an answer.
        const scope = `${context.identity!.realm}:${context.identity!.subject} ${route.method.toUpperCase()} ${route.path}`;
        const once = await runIdempotently(
          idempotency!,
          { scope, key, request: { params: input.params, query: input.query, body: input.body ?? null } },
          perform,
        );
        if (once.replayed) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
        answer = once.value;
      } else {
        answer = await perform();
      }
      if (route.file) {
        const reply = answer as FileReply;
        return await sendFileReply(res, reply, {
          folders: files,
          contentType: route.file.contentType,
          errors: api.errors,
          logger,
          send,
        });
      }
      // Bytes once: Express would convert a string itself, and the cache keeps them off the heap.
      // A route without an answer (204) has no JSON at all.
      const json = JSON.stringify(answer) as string | undefined;
      const body = json === undefined ? undefined : Buffer.from(json);
      if (body && executor.maxAnswerBytes !== undefined && body.length > executor.maxAnswerBytes) {
        return send(res, api.errors.fromGraphQL(responseTooLarge(body.length, executor.maxAnswerBytes)));
      }
      if (cacheKey && body) {
        // The ETag Express would compute for these bytes (its 'etag fn' setting), hashed once per entry.
        const etag = (req.app.get('etag fn') as ((body: Buffer) => string) | undefined)?.(body);
        if (etag) res.setHeader('ETag', etag);
        cache!.offer(cacheKey, { bytes: body, etag });
      }
      res
        .status(route.status ?? 200)
        .type('application/json')
        .send(body);
    } catch (error) {
      if (error instanceof GraphQLFailure) return send(res, api.errors.fromGraphQL(error.error));
      if (!(classifyError(error) instanceof DomainError))
        logger.error({ err: error, requestId }, 'REST route failed');
      send(res, replyForError(api.errors, error));
    }
  };
}

const ALLOWED = Symbol('allowed methods');
type RequestWithAllowed = Request & { [ALLOWED]?: Set<string> };

/** The Express router of one API: every route of its table, then its 404 and error bodies. */
export function createRestRouter(
  api: RestApi,
  executor: GraphExecutor,
  options: {
    bodyLimit: string;
    logger: Logger;
    cache?: ResponseCache;
    files?: FileFolders;
    idempotency?: IdempotencyRunner;
  },
): Router {
  const router = express.Router();
  const json = express.json({ limit: options.bodyLimit, strict: false });
  const raw = express.text({ limit: options.bodyLimit, type: () => true });
  for (const route of api.routes) {
    const expressPath = route.path;
    router[route.method](
      expressPath,
      route.rawBody ? raw : json,
      handlerFor(api, route, executor, options.logger, options.cache, options.files, options.idempotency),
    );
  }
  // A path of the table asked with a method it does not take: 405 with Allow (OPTIONS: 204 with
  // Allow), not 404. A second router holding only the paths finds every method a path takes, as
  // Express matched them above (parameters and all).
  const methodsOfPath = express.Router();
  for (const route of api.routes) {
    methodsOfPath.all(route.path, (req: Request, _res: Response, next: NextFunction) => {
      (req as RequestWithAllowed)[ALLOWED]?.add(route.method.toUpperCase());
      next();
    });
  }
  router.use((req: Request, res: Response, next: NextFunction) => {
    const allowed = new Set<string>();
    (req as RequestWithAllowed)[ALLOWED] = allowed;
    methodsOfPath(req, res, (error?: unknown) => {
      if (error || !allowed.size) return next(error);
      if (allowed.has('GET')) allowed.add('HEAD');
      const methods = [...allowed, 'OPTIONS'];
      if (req.method === 'OPTIONS') return void res.setHeader('Allow', methods.join(', ')).status(204).end();
      send(res, methodNotAllowedReply(api.errors, req.method, req.path, methods));
    });
  });
  router.use((req: Request, res: Response) => send(res, api.errors.notFound(req.method, req.path)));
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; type?: string }).status;
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') return send(res, api.errors.payloadTooLarge(options.bodyLimit));
    if (type === 'entity.parse.failed')
      return send(
        res,
        api.errors.invalidRequest('Malformed JSON in request body', [
          { path: 'body', message: 'not valid JSON' },
        ]),
      );
    if (status && status >= 400 && status < 500)
      return send(res, api.errors.invalidRequest((error as Error).message, []));
    options.logger.error({ err: error }, 'unhandled REST error');
    send(res, api.errors.internal(error));
  });
  return router;
}
