import { createServer, type Server } from 'node:http';
import type { Platform } from '@platform/subgraph-kit';
import { answerClientErrorsWithJson, createApiApp } from '@platform/rest-adapters/core';
import { gameApi, gameErrorBody, gameHealthHandler, gameReadyHandler, healthBody, readyBody } from '@platform/rest-adapters/game';
import type { Gateway } from './gateway.js';
import { gatewayExecutor } from './graph-executor.js';
import type { RateLimitStores } from './rate-limit-store.js';
import { requestIdOf } from './request-context.js';

/**
 * The location game's REST API (spec 3B) on GAME_PORT: its routes run supergraph operations with a
 * game-realm identity. The per-IP limiter here is a flood guard (GAME_IP_RATE_LIMIT_MAX); the spec's
 * per-player rule (GAME_RATE_LIMIT_*) is a validation outcome, answered as blocked_rate_limit.
 */
export function createGameApiServer(platform: Platform, gateway: Gateway, limits: RateLimitStores): Server {
  const { config, logger } = platform;
  const server = createServer(
    createApiApp({
      api: gameApi,
      executor: gatewayExecutor(gateway),
      logger,
      metrics: platform.metrics,
      bodyLimit: config.BODY_LIMIT,
      trustProxy: config.TRUST_PROXY,
      rateLimit: { max: config.GAME_IP_RATE_LIMIT_MAX, windowMs: config.GAME_RATE_LIMIT_WINDOW_MS, store: limits.storeFor('game') },
      errorSchema: gameErrorBody,
      requestIdOf,
      bus: gateway.hearsAllEvents ? platform.bus : undefined,
      extras: [
        { method: 'get', path: '/health', summary: 'Liveness: the process answers', tag: 'Probes', response: healthBody, handler: gameHealthHandler() },
        {
          method: 'get',
          path: '/ready',
          summary: 'Readiness: 503 while the database or Redis does not answer',
          tag: 'Probes',
          response: readyBody,
          handler: gameReadyHandler(platform.db, platform.bus, Boolean(config.REDIS_URL)),
        },
      ],
    }),
  );
  answerClientErrorsWithJson(server, (_status, message) => gameApi.errors.invalidRequest(message, []).body);
  return server;
}
