import { z } from 'zod';
import { CardsStreamSessionDocument } from '@platform/operations';
import { route } from '../../core/index.js';
import { needs } from '../scopes.js';

export const streamRoutes = [
  route({
    method: 'post',
    path: '/api/v1/stream/session',
    summary: 'A session token for the price stream',
    description:
      'WebSocket /ws/prices?symbols=A,B takes Authorization: Bearer on the upgrade, or this short-lived token as ?session=<token> ' +
      '(for browsers, which cannot set headers on a WebSocket). It only opens the stream, is valid CARDS_STREAM_SESSION_TTL_S seconds ' +
      '(never past the caller\'s token) and cannot call the API. Messages: {type: "price.update", card_id, ticker, price, confidence, ' +
      'sources_used, calculated_at} for the subscribed tickers only; the server pings every CARDS_STREAM_PING_MS and drops a client ' +
      'that missed a pong. A socket opened with a bearer token closes with 4401 when that token expires and with 4403 once it no longer ' +
      'holds (a revoked ck_ token), re-checked every 5 s; one opened with a session token closes (4401) when the session expires. ' +
      'Clients reconnect with exponential backoff and resubscribe with the URL.',
    tag: 'Price stream',
    auth: 'user',
    scopes: needs('pricing:read'),
    operation: CardsStreamSessionDocument,
    respond: ({ createPriceStreamSession }) => ({
      session_token: createPriceStreamSession.token,
      expires_at: createPriceStreamSession.expiresAt,
    }),
    status: 201,
    response: z.object({ session_token: z.string(), expires_at: z.string() }),
    errors: [403],
  }),
];
