import { createServer } from 'node:http';
import { answerClientErrorsWithJson, createApiApp } from '@platform/rest-adapters/core';
import type { ProductServer } from '@platform/gateway/product-host';
import {
  gameApi,
  gameErrorBody,
  gameHealthHandler,
  gameReadyHandler,
  healthBody,
  readyBody,
} from '../index.js';

/**
 * The location game's REST API on GAME_PORT: its routes run supergraph operations with a
 * game-realm identity. The per-IP limiter here is a flood guard (GAME_IP_RATE_LIMIT_MAX); the API's
 * per-player rule (GAME_RATE_LIMIT_*) is a validation outcome, answered as blocked_rate_limit.
 */
export const gameServer: ProductServer = {
  name: 'game',
  banner: { title: 'Game API', docs: '/api-docs/', health: '/health' },
  portSetting: 'GAME_PORT',
  async start({ platform, apiApp }) {
    const { config } = platform;
    const server = createServer(
      createApiApp({
        ...apiApp,
        api: gameApi,
        // Its own flood guard instead of the API-wide limit, on the product's counters.
        rateLimit: {
          ...apiApp.rateLimit,
          max: config.GAME_IP_RATE_LIMIT_MAX,
          windowMs: config.GAME_RATE_LIMIT_WINDOW_MS,
        },
        errorSchema: gameErrorBody,
        extras: [
          {
            method: 'get',
            path: '/health',
            summary: 'Liveness: the process answers',
            tag: 'Probes',
            response: healthBody,
            handler: gameHealthHandler(),
          },
          {
            method: 'get',
            path: '/ready',
            summary:
              'Readiness: 503 while the database or Redis does not answer, or (degraded) production has no exclusion-zone data',
            tag: 'Probes',
            response: readyBody,
            handler: gameReadyHandler(
              platform.db,
              platform.bus,
              Boolean(config.REDIS_URL),
              config.NODE_ENV === 'production' && !config.GAME_ALLOW_EMPTY_ZONES,
            ),
          },
        ],
      }),
    );
    answerClientErrorsWithJson(server, (_status, message) => gameApi.errors.invalidRequest(message, []).body);
    return { server };
  },
};
