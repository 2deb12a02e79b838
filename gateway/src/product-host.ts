/**
 * What a product's REST server (rest-adapters/<api>/server) may use of the gateway, imported as
 * `@platform/gateway/product-host`: the shape of a product server and the host that builds it, and
 * the few gateway parts a server of its own needs (caller resolution, request ids, the socket
 * session watch, a direct subgraph call). Nothing else of gateway/src is reachable from the
 * adapters (scripts/eslint/boundaries.js).
 */
export type {
  ProductBanner,
  ProductServer,
  ProductServerHost,
  RunningProductServer,
} from './product-server.js';
export type { Gateway, OpaqueTokenSource } from './gateway.js';
export type { SessionResolver } from './session-resolver.js';
export { contextFromHeaders, requestIdOf } from './request-context.js';
export { CLOSE_TOKEN_EXPIRED, CLOSE_TOKEN_REVOKED, SubscriptionSessions } from './subscription-sessions.js';
export { callSubgraph } from './subgraph-caller.js';
