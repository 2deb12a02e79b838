import type { RestApi } from '../core/index.js';
import { cardsApiErrors } from './error-bodies.js';
import { TOKEN_QUERY_PARAMS } from './params.js';
import { cardRoutes } from './routes/cards.routes.js';
import { importRoutes } from './routes/imports.routes.js';
import { pricingRoutes } from './routes/pricing.routes.js';
import { portfolioRoutes } from './routes/portfolio.routes.js';
import { tradeRoutes } from './routes/trades.routes.js';
import { billingRoutes } from './routes/billing.routes.js';
import { purchaseRoutes } from './routes/purchases.routes.js';
import { proxyRoutes } from './routes/proxies.routes.js';
import { streamRoutes } from './routes/stream.routes.js';
import { alertRoutes } from './routes/alerts.routes.js';
import { scanRoutes } from './routes/scan.routes.js';

export { cardsErrorBody, envelope } from './error-bodies.js';
export { listEnvelope, pageQuery, queryBoolean, toList, TOKEN_QUERY_PARAMS } from './params.js';
export { camelCased, snakeCased } from './snake-case.js';
export { CARDS_SCOPES, needs, type CardsScope } from './scopes.js';
export { cardIdParams } from './routes/cards.routes.js';
export { PROXY_PRINTS } from './routes/proxies.routes.js';

/** The card trading service's REST API (port CARDS_PORT; docs/products/cards.md), every path under /api/v1. */
export const cardsApi: RestApi = {
  name: 'cards',
  realm: 'cards',
  title: 'Card Trading API',
  version: '1.0.0',
  description:
    'Catalog, market pricing, arbitrage, price changes and the price stream (/ws/prices). Bearer tokens only: a JWT HS256 with sub, scope ' +
    '(space-separated), token_use (user|customer) and exp, or an opaque ck_ customer token; a token in the query string is refused (401). ' +
    'A route needs the scopes it lists (403 insufficient_scope); portfolio writes, trade actions and checkouts also need a user token (token_use user): ' +
    'a customer token is 403 user_token_required whatever its scopes. Errors: {error: {code, message, request_id, details}}, request_id also in X-Request-Id. ' +
    'Lists: {items, next_cursor, has_more} with an opaque cursor and limit (default 20, at most 100). Creating POSTs take Idempotency-Key: ' +
    'the same key and body within 24 h replay the first answer (header Idempotent-Replayed: true); the same key with another body is 422 idempotency_key_reused.',
  routes: [
    ...scanRoutes,
    ...cardRoutes,
    ...pricingRoutes,
    ...importRoutes,
    ...streamRoutes,
    ...portfolioRoutes,
    ...alertRoutes,
    ...tradeRoutes,
    ...billingRoutes,
    ...purchaseRoutes,
    ...proxyRoutes,
  ],
  errors: cardsApiErrors,
  queryTokenParams: TOKEN_QUERY_PARAMS,
};
