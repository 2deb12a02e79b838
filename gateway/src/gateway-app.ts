import express, { type Express } from 'express';
import { ipRateLimiter, type RateLimitOptions } from '@platform/rest-adapters/core';
import cors from 'cors';
import { expressMiddleware } from '@as-integrations/express5';
import { GraphQLError } from 'graphql';
import { DomainError } from '@platform/errors';
import type { Metrics } from '@platform/observability';
import type { Gateway } from './gateway.js';
import { contextFromHeaders, requestIdOf } from './request-context.js';

/** The gateway's HTTP face: /graphql (POST, GET, Sandbox landing page), /metrics. */
export interface GatewayAppOptions {
  bodyLimit: string;
  trustProxy: boolean;
  rateLimit: RateLimitOptions;
}

export function createGatewayApp(gateway: Gateway, metrics: Metrics, options: GatewayAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.get('/metrics', async (_req, res) => {
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });
  app.use(
    '/graphql',
    cors(),
    // The REST APIs' rule holds on the graph too: so many requests per window per IP.
    ipRateLimiter(options.rateLimit, (res) => {
      res.status(429).json({ errors: [{ message: 'Too many requests, please try again later.', extensions: { code: 'RATE_LIMITED' } }] });
    }),
    express.json({ limit: options.bodyLimit }),
    expressMiddleware(gateway.apollo, {
      context: async ({ req, res }) => {
        const requestId = requestIdOf(req.headers);
        res.setHeader('X-Request-Id', requestId);
        try {
          return await contextFromHeaders(gateway.sessions, req.headers, requestId);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          const status = error.code === 'UNAUTHENTICATED' ? 401 : 400;
          throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status } } });
        }
      },
    }),
  );
  return app;
}
