import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import {
  verifyStreamSession,
  type RealmIdentity,
  type RequestContext,
  type StreamSession,
} from '@platform/auth';
import { classifyError, DomainError } from '@platform/errors';
import type { EventBus } from '@platform/pubsub';
import type { Logger } from '@platform/observability';
import {
  ALERT_TRIGGERED_TOPIC,
  PRICE_UPDATE_TOPIC,
  type AlertTriggered,
  type PriceUpdate,
} from '@platform/catalog-contracts';
import {
  CLOSE_TOKEN_EXPIRED,
  requestIdOf,
  SubscriptionSessions,
  type SessionResolver,
} from '@platform/gateway/product-host';
import { TOKEN_QUERY_PARAMS } from '../index.js';

export const PRICE_STREAM_PATH = '/ws/prices';
const MAX_SYMBOLS = 100;
const STREAM_SCOPE = 'pricing:read';
const OPEN = WebSocket.OPEN;
/** A Buffer sent as a text frame (clients read JSON text, as before). */
const TEXT_FRAME = { binary: false } as const;

interface Subscriber {
  socket: WebSocket;
  /** Whose stream it is: their alerts come on it too, whatever the symbols. */
  subject: string;
  tickers: string[];
  alive: boolean;
  expiry?: NodeJS.Timeout;
  unwatch?: () => void;
}

/**
 * Who opened a stream: a session token's holder, or a bearer token's identity (re-checked while
 * open). A session token issued in a sign-in session has a context too, without `authorization`:
 * only its session is re-checked.
 */
interface Opener {
  session: StreamSession;
  context?: RequestContext;
  authorization?: string;
}

export interface PriceStreamOptions {
  sessions: SessionResolver;
  sessionKey: Buffer;
  bus: EventBus;
  logger: Logger;
  pingMs: number;
}

/** Refuses an upgrade with a status and the cards API's error envelope. */
function refuse(socket: Duplex, status: number, code: string, message: string, requestId: string) {
  const body = JSON.stringify({ error: { code, message, request_id: requestId, details: {} } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Request-Id: ${requestId}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Tickers as the catalog writes them (upper case), without blanks or repeats. */
const parseSymbols = (text: string | null) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((symbol) => symbol.trim().toUpperCase())
      .filter(Boolean),
  ),
];

/**
 * The cards API's price stream on its server: `/ws/prices?symbols=A,B`. The upgrade carries
 * `Authorization: Bearer` (a cards token with pricing:read) or `?session=` from POST
 * /api/v1/stream/session; without either, or with a token in the query string, it is refused with
 * the API's error envelope. Each `price.update` on the bus (every replica's, when the bus is Redis)
 * is serialized once and sent to the subscribers of its ticker only; each `alert.triggered` (a price
 * alert that fired) to every stream of the alert's owner. The server pings every
 * `pingMs`; a client that has not answered the previous ping is dropped. A socket opened with a
 * bearer token is watched like a graphql-ws socket (gateway/src/subscription-sessions.ts): closed with 4401 when
 * the token expires and 4403 once it is revoked; one opened with a session token closes (4401)
 * when that session token expires, and (4403) when the sign-in session it was issued in ends.
 */
export function servePriceStream(server: Server, options: PriceStreamOptions) {
  const { logger } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const byTicker = new Map<string, Set<Subscriber>>();
  const bySubject = new Map<string, Set<Subscriber>>();
  const subscribers = new Set<Subscriber>();
  const watched = new SubscriptionSessions(options.sessions, logger);

  const identify = async (request: IncomingMessage, url: URL, requestId: string): Promise<Opener> => {
    const session = url.searchParams.get('session');
    const { authorization } = request.headers;
    if (!authorization && session) {
      const verified = verifyStreamSession(options.sessionKey, session);
      if (!verified) throw new DomainError('UNAUTHENTICATED', 'Invalid or expired session token');
      if (!verified.sessionId) return { session: verified };
      // Issued for a token of a sign-in session: refused, and later closed, once that session ends.
      await options.sessions.assertSessionOpen(verified.sessionId);
      const identity: RealmIdentity<'cards'> = {
        realm: 'cards',
        subject: verified.subject,
        scopes: verified.scopes,
        tier: null,
        expiresAt: verified.expiresAt,
        sessionId: verified.sessionId,
        extras: { tokenUse: 'user' },
      };
      return { session: verified, context: { requestId, identity, internal: false } };
    }
    const identity = await options.sessions.resolve(authorization, undefined, requestId, ['cards']);
    if (!identity)
      throw new DomainError(
        'UNAUTHENTICATED',
        'Authorization: Bearer <token> or ?session=<session token> required',
      );
    return {
      session: { subject: identity.subject, scopes: identity.scopes, expiresAt: identity.expiresAt },
      context: { requestId, identity, internal: false },
      authorization,
    };
  };

  const add = (socket: WebSocket, tickers: string[], opener: Opener) => {
    const { session } = opener;
    const subscriber: Subscriber = { socket, subject: session.subject, tickers, alive: true };
    subscribers.add(subscriber);
    const own = bySubject.get(subscriber.subject) ?? new Set<Subscriber>();
    own.add(subscriber);
    bySubject.set(subscriber.subject, own);
    for (const ticker of tickers) {
      const set = byTicker.get(ticker) ?? new Set<Subscriber>();
      set.add(subscriber);
      byTicker.set(ticker, set);
    }
    if (opener.context) {
      subscriber.unwatch = watched.watch(
        { close: (code, reason) => socket.close(code, reason) },
        opener.context,
        opener.authorization,
      );
    } else {
      const untilExpiry = session.expiresAt * 1000 - Date.now();
      if (untilExpiry < 2 ** 31 - 1)
        subscriber.expiry = setTimeout(
          () => socket.close(CLOSE_TOKEN_EXPIRED, 'Token expired'),
          Math.max(0, untilExpiry),
        );
    }
    socket.on('pong', () => (subscriber.alive = true));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clearTimeout(subscriber.expiry);
      subscriber.unwatch?.();
      subscribers.delete(subscriber);
      own.delete(subscriber);
      if (own.size === 0 && bySubject.get(subscriber.subject) === own) bySubject.delete(subscriber.subject);
      for (const ticker of tickers) {
        const set = byTicker.get(ticker);
        set?.delete(subscriber);
        if (set?.size === 0) byTicker.delete(ticker);
      }
    });
    socket.send(JSON.stringify({ type: 'subscribed', symbols: tickers }));
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== PRICE_STREAM_PATH) return; // other paths are not this server's to answer
    const requestId = requestIdOf(request.headers);
    if (TOKEN_QUERY_PARAMS.some((name) => url.searchParams.has(name))) {
      return refuse(
        socket,
        401,
        'token_in_query',
        'Tokens are never accepted in the query string: send Authorization: Bearer <token> or ?session=',
        requestId,
      );
    }
    const tickers = parseSymbols(url.searchParams.get('symbols'));
    identify(request, url, requestId).then(
      (opener) => {
        if (!opener.session.scopes.includes(STREAM_SCOPE))
          return refuse(
            socket,
            403,
            'insufficient_scope',
            `This token lacks the scope ${STREAM_SCOPE}`,
            requestId,
          );
        if (tickers.length === 0 || tickers.length > MAX_SYMBOLS) {
          return refuse(
            socket,
            400,
            'invalid_request',
            `symbols must name 1 to ${MAX_SYMBOLS} comma-separated tickers`,
            requestId,
          );
        }
        wss.handleUpgrade(request, socket, head, (ws) => add(ws, tickers, opener));
      },
      (error: unknown) => {
        const known = classifyError(error);
        if (known instanceof DomainError && known.code === 'UNAUTHENTICATED')
          return refuse(socket, 401, 'unauthorized', known.message, requestId);
        if (known instanceof DomainError && known.code === 'SERVICE_UNAVAILABLE')
          return refuse(socket, 503, 'service_unavailable', known.message, requestId);
        logger.error({ err: error, requestId }, 'price stream upgrade failed');
        refuse(socket, 500, 'internal_error', 'Internal server error', requestId);
      },
    );
  };
  server.on('upgrade', onUpgrade);

  const unsubscribe = options.bus.subscribe<PriceUpdate>(PRICE_UPDATE_TOPIC, (update) => {
    const audience = byTicker.get(update.ticker);
    if (!audience?.size) return;
    // Encoded once to bytes: a string would be UTF-8 encoded again by ws for every socket. The loop
    // is synchronous (no await, no per-socket work beyond framing and the write).
    const message = Buffer.from(
      JSON.stringify({
        type: 'price.update',
        card_id: update.card_id,
        ticker: update.ticker,
        price: update.price,
        confidence: update.confidence,
        sources_used: update.sources_used,
        calculated_at: update.calculated_at,
      }),
    );
    for (const subscriber of audience) {
      if (subscriber.socket.readyState === OPEN) subscriber.socket.send(message, TEXT_FRAME);
    }
  });

  // A fired price alert goes to every stream its owner has open (the webhook is the collection's).
  const unsubscribeAlerts = options.bus.subscribe<AlertTriggered>(ALERT_TRIGGERED_TOPIC, (event) => {
    const audience = bySubject.get(event.owner_id);
    if (!audience?.size) return;
    const { owner_id: _owner, ...fields } = event;
    const message = Buffer.from(JSON.stringify({ type: 'alert.triggered', ...fields }));
    for (const subscriber of audience) {
      if (subscriber.socket.readyState === OPEN) subscriber.socket.send(message, TEXT_FRAME);
    }
  });

  const heartbeat = setInterval(() => {
    for (const subscriber of subscribers) {
      if (!subscriber.alive) {
        subscriber.socket.terminate();
        continue;
      }
      subscriber.alive = false;
      subscriber.socket.ping();
    }
  }, options.pingMs);
  heartbeat.unref();

  return {
    /** Subscribers connected now (tests, metrics). */
    get size() {
      return subscribers.size;
    },
    close: async () => {
      clearInterval(heartbeat);
      watched.close();
      unsubscribe();
      unsubscribeAlerts();
      server.off('upgrade', onUpgrade);
      for (const subscriber of subscribers) subscriber.socket.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
