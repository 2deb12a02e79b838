import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import {
  GraphQLError,
  getOperationAST,
  parse,
  print,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { addResolversToSchema } from '@graphql-tools/schema';
import { ipKeyGenerator, MemoryStore, type Store } from 'express-rate-limit';
import type { RateLimitOptions } from '@platform/rest-adapters/core';
import type { Realm, RequestContext } from '@platform/auth';
import { maskUnexpectedErrors } from '@platform/errors';
import {
  DateTime,
  embeddedExecutor,
  IncrementalDeliveryUnsupported,
  JSONObject,
  type GraphExecutor,
  type SubgraphModule,
} from '@platform/subgraph-kit';
import type { EventBus } from '@platform/pubsub';
import type { Logger } from '@platform/observability';
import type { Gateway } from './gateway.js';
import { inputOrCostRefusal, limitValidationRules, type OperationLimits } from './operation-limits.js';
import {
  clientAddressResolver,
  contextFromHeaders,
  requestIdOf,
  type TrustProxySetting,
} from './request-context.js';
import { SubscriptionSessions } from './subscription-sessions.js';

/** What one socket may do (docs/security/websocket.md lists them for clients). */
export const SOCKET_LIMITS = {
  /** Operations running at once on one socket (subscriptions, and queries still executing). */
  maxOperationsPerSocket: 20,
  /** Sockets open at once from one client address. */
  maxSocketsPerAddress: 20,
  /** Messages of any type per socket per window: a flood closes the socket (1008). */
  maxMessages: 100,
  messagesWindowMs: 10_000,
  /** A socket must send connection_init this soon after it opens (4408 otherwise). */
  connectionInitTimeoutMs: 3_000,
} as const;

/** graphql-transport-ws message types a server sends and a client never does. */
const SERVER_MESSAGE_TYPES = new Set<unknown>(['connection_ack', 'next', 'error']);

/** The close code of a message flood (ws itself closes a message over maxPayload with 1009). */
export const POLICY_VIOLATION = 1008;

export interface SocketOptions {
  /** BODY_LIMIT: the largest message, refused by ws from its frame header before it is buffered or parsed. */
  bodyLimit: string;
  /** TRUST_PROXY, as the HTTP server of this port reads it (the client address of the limits). */
  trustProxy: TrustProxySetting;
  /**
   * The HTTP rate limit of this port: each upgrade and each `subscribe` counts as one request
   * against the client address's budget. Give the store the HTTP limiter of the port already
   * counts in (it initialises it) to share one budget; without a store, sockets count apart.
   */
  rateLimit?: RateLimitOptions;
  /** Pins the port to its realm's tokens (the resume API's /graphql). */
  realms?: readonly Realm[];
  /**
   * Refuses a caller at connection_init (throws a DomainError; the socket closes 4403) where the
   * port's HTTP face refuses it: the resume API requires a resume token with profiles:read.
   * Without it a socket may be anonymous: queries and mutations run as on HTTP, subscriptions need a token.
   */
  requireCaller?: (context: RequestContext) => void;
}

/** BODY_LIMIT ("1mb", "512kb", "1048576") in bytes, by the rule Express's body parser reads it (1 kb = 1024 b). */
export function bodyLimitBytes(limit: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit);
  if (!match) throw new Error(`BODY_LIMIT "${limit}" is not a size such as 1mb`);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(match[1]) * unit);
}

/** The public schema with each domain's subscription fields bound to events on the bus. */
function subscriptionSchema(
  apiSchema: GraphQLSchema,
  modules: SubgraphModule[],
  bus: EventBus,
  graph: GraphExecutor,
): GraphQLSchema {
  const Subscription = Object.assign(
    {},
    ...modules.map((module) => module.subscriptions?.(bus, graph) ?? {}),
  );
  return addResolversToSchema({
    schema: apiSchema,
    resolvers: { Subscription, DateTime, JSONObject },
    updateResolversInPlace: false,
  });
}

const refusal = (message: string, code: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extensions } });

/** One budget of requests per client address and window, counted in an express-rate-limit store. */
class AddressBudget {
  private readonly store: Store;

  constructor(private readonly options: RateLimitOptions) {
    if (options.store) this.store = options.store;
    else {
      const own = new MemoryStore();
      own.init({ windowMs: options.windowMs } as never);
      this.store = own;
    }
  }

  /** Counts one request; the seconds to wait when it is over the limit, else undefined. */
  async take(address: string): Promise<number | undefined> {
    const { totalHits, resetTime } = await this.store.increment(ipKeyGenerator(address));
    if (totalHits <= this.options.max) return undefined;
    return Math.max(
      1,
      Math.ceil(((resetTime?.getTime() ?? Date.now() + this.options.windowMs) - Date.now()) / 1000),
    );
  }

  close() {
    if (!this.options.store) (this.store as MemoryStore).shutdown();
  }
}

type SocketState = {
  context?: RequestContext;
  unwatch?: () => void;
};

/** Execution arguments with the operation's text as the client sent it (queries and mutations go to Apollo with it). */
type ArgsWithSource = ExecutionArgs & { source?: string };

/**
 * graphql-ws at /graphql on an HTTP server of the platform. @apollo/gateway does not proxy
 * subscriptions, so they run here from bus events; queries and mutations sent over the socket go
 * through the gateway like any HTTP request. Every socket is held to what HTTP is held to: the body
 * limit (as maxPayload, before parsing), the same parse, validation and cost limits on each
 * `subscribe`, the port's per-address rate limit on each upgrade and each `subscribe`, and a cap on
 * sockets per address and operations per socket. The token comes from
 * connectionParams.authorization (or the upgrade request's Authorization header); a bad one is
 * refused at connect (4403), and an open socket is closed when its token expires (4401) or is
 * revoked (4403).
 */
export function serveSubscriptions(
  server: Server,
  gateway: Gateway,
  modules: SubgraphModule[],
  bus: EventBus,
  logger: Logger,
  options: SocketOptions,
) {
  const limits: OperationLimits = gateway.limits;
  const budget = options.rateLimit ? new AddressBudget(options.rateLimit) : undefined;
  const openByAddress = new Map<string, number>();
  const clientAddressOf = clientAddressResolver(options.trustProxy);
  const addresses = new WeakMap<IncomingMessage, string>();
  const addressOf = (request: IncomingMessage) => {
    let address = addresses.get(request);
    if (!address) addresses.set(request, (address = clientAddressOf(request)));
    return address;
  };
  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: bodyLimitBytes(options.bodyLimit),
    verifyClient: (info, accept) => {
      const address = addressOf(info.req);
      if ((openByAddress.get(address) ?? 0) >= SOCKET_LIMITS.maxSocketsPerAddress) {
        return accept(
          false,
          429,
          `Too many open sockets from this address (at most ${SOCKET_LIMITS.maxSocketsPerAddress})`,
          { 'Retry-After': '1' },
        );
      }
      // Counted from here (upgrades verified at the same time count against each other) until the
      // connection ends, whether it opened or was refused.
      openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
      info.req.socket.once('close', () => {
        const left = (openByAddress.get(address) ?? 1) - 1;
        if (left > 0) openByAddress.set(address, left);
        else openByAddress.delete(address);
      });
      if (!budget) return accept(true);
      budget.take(address).then(
        (retryAfter) =>
          retryAfter === undefined
            ? accept(true)
            : accept(false, 429, 'Too many requests, please try again later.', {
                'Retry-After': String(retryAfter),
              }),
        (error: unknown) => {
          logger.warn({ err: (error as Error).message }, 'socket rate limit unavailable: connection refused');
          accept(false, 503, 'Service unavailable', { 'Retry-After': '5' });
        },
      );
    },
  });
  wsServer.on('connection', (socket: WebSocket) => {
    // Registered before graphql-ws's own listener: a flood of messages ends the socket.
    let windowStart = Date.now();
    let received = 0;
    socket.on('message', () => {
      const now = Date.now();
      if (now - windowStart > SOCKET_LIMITS.messagesWindowMs) ((windowStart = now), (received = 0));
      if (++received > SOCKET_LIMITS.maxMessages) socket.close(POLICY_VIOLATION, 'Too many messages');
    });
  });
  // Queries and mutations over the socket, and subscriptions reading other domains as the subscriber.
  const graph = embeddedExecutor(gateway.apollo);
  let schema: GraphQLSchema | undefined;
  const schemaFor = () => (schema ??= subscriptionSchema(gateway.apiSchema(), modules, bus, graph));
  const validationRules = [...specifiedRules, ...limitValidationRules(limits)];
  const formatError = maskUnexpectedErrors((error) =>
    logger.error({ err: error }, 'unexpected GraphQL error over WebSocket'),
  );
  /** Apollo's answers carry formatted errors already; graphql-js's (subscription events) are formatted here, as Apollo would. */
  const formatted = (errors: ReadonlyArray<GraphQLError | GraphQLFormattedError>) =>
    errors.map((error) => {
      if (!(error instanceof GraphQLError)) return error;
      const { http: _http, ...extensions } = error.extensions ?? {};
      return formatError({ ...error.toJSON(), extensions }, error);
    });
  const watched = new SubscriptionSessions(gateway.sessions, logger);
  const cleanup = useServer<Record<string, unknown>, SocketState>(
    {
      schema: () => schemaFor(),
      connectionInitWaitTimeout: SOCKET_LIMITS.connectionInitTimeoutMs,
      // A message only a server sends (connection_ack, next, error) passes graphql-ws's parser and then
      // throws in its dispatch (4500, logged as an internal error): refused at parsing instead (4400).
      jsonMessageReviver: (key, value: unknown) => {
        if (
          key === '' &&
          typeof value === 'object' &&
          value !== null &&
          SERVER_MESSAGE_TYPES.has((value as { type?: unknown }).type)
        ) {
          throw new Error('A server message type sent by the client');
        }
        return value;
      },
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const headers = { ...ctx.extra.request.headers };
        const authorization = params.authorization ?? params.Authorization;
        if (typeof authorization === 'string') headers.authorization = authorization;
        try {
          const context = await contextFromHeaders(
            gateway.sessions,
            headers,
            requestIdOf(headers),
            options.realms,
            addressOf(ctx.extra.request),
          );
          options.requireCaller?.(context);
          ctx.extra.context = context;
          const socket = ctx.extra.socket;
          ctx.extra.unwatch = watched.watch(
            { close: (code, reason) => socket.close(code, reason) },
            context,
            headers.authorization,
            context.device,
          );
          return true;
        } catch (error) {
          logger.debug({ err: (error as Error).message }, 'subscription connection refused');
          return false;
        }
      },
      onClose: (ctx) => ctx.extra.unwatch?.(),
      // The same refusals as HTTP, each an `error` message for this operation; the socket stays open.
      onSubscribe: async (ctx, id, payload) => {
        if (Object.keys(ctx.subscriptions).length > SOCKET_LIMITS.maxOperationsPerSocket) {
          return [
            refusal(
              `Too many operations on this socket (at most ${SOCKET_LIMITS.maxOperationsPerSocket}): complete one first`,
              'BAD_REQUEST',
            ),
          ];
        }
        const retryAfter = await budget?.take(addressOf(ctx.extra.request));
        if (retryAfter !== undefined)
          return [refusal('Too many requests, please try again later.', 'RATE_LIMITED', { retryAfter })];
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: limits.maxTokens });
        } catch (error) {
          return [refusal((error as Error).message, 'GRAPHQL_PARSE_FAILED')];
        }
        const schema = schemaFor();
        const invalid = validate(schema, document, validationRules);
        if (invalid.length)
          return invalid.map((error) => refusal(error.message, 'GRAPHQL_VALIDATION_FAILED'));
        const operationName = payload.operationName ?? undefined;
        const operation = getOperationAST(document, operationName);
        if (!operation) {
          return [
            refusal(
              operationName
                ? `Unknown operation named "${operationName}"`
                : 'The document holds several operations: name one in operationName',
              'OPERATION_RESOLUTION_FAILURE',
            ),
          ];
        }
        const variables = (payload.variables ?? {}) as Record<string, unknown>;
        const refused = inputOrCostRefusal(limits, schema, document, operationName, variables);
        if (refused) return [refused];
        const context = ctx.extra.context as RequestContext;
        if (operation.operation === 'subscription' && !context.identity) {
          return [
            refusal(
              'Subscriptions need a token: send connectionParams.authorization ("Bearer <token>") in connection_init',
              'UNAUTHENTICATED',
            ),
          ];
        }
        const args: ArgsWithSource = {
          schema,
          document,
          operationName,
          variableValues: variables,
          contextValue: context,
          source: payload.query,
        };
        return args;
      },
      execute: (args: ArgsWithSource) =>
        graph
          .execute(
            args.source ?? print(args.document),
            args.operationName ?? undefined,
            (args.variableValues ?? {}) as Record<string, unknown>,
            args.contextValue as RequestContext,
          )
          .catch((error: unknown) => {
            if (!(error instanceof IncrementalDeliveryUnsupported)) throw error;
            return { errors: [new GraphQLError('Incremental delivery is not supported over WebSocket')] };
          }) as never,
      // graphql-ws would call toJSON() on each error: Apollo's answers hold plain, already formatted ones.
      onNext: (_ctx, _id, _payload, _args, result) => {
        const { errors, ...rest } = result as ExecutionResult | { errors?: GraphQLFormattedError[] };
        return errors ? { ...rest, errors: formatted(errors) } : undefined;
      },
      onError: (_ctx, _id, _payload, errors) => formatted(errors),
    },
    wsServer,
  );
  return {
    close: async () => {
      watched.close();
      await cleanup.dispose();
      wsServer.close();
      budget?.close();
    },
  };
}
