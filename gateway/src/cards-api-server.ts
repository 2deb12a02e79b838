import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { z } from 'zod';
import { openDomainOrm } from '@platform/db';
import { IDEMPOTENCY_PURGE_JOB, IdempotencyStore, idempotencyJobs, idempotencyStorage } from '@platform/idempotency';
import type { Platform } from '@platform/subgraph-kit';
import { answerClientErrorsWithJson, createApiApp, type RateLimitOptions } from '@platform/rest-adapters/core';
import { cardsApi, cardsErrorBody } from '@platform/rest-adapters/cards';
import type { Gateway } from './gateway.js';
import { gatewayExecutor } from './graph-executor.js';
import { requestIdOf } from './request-context.js';
import { servePriceStream } from './price-stream.js';
import { closeServer } from './lifecycle.js';
import { streamSessionKey } from '@platform/auth';

export interface CardsApiServer {
  server: Server;
  /** Ends the price streams (open WebSockets would hold the server open), then stops taking requests. */
  stopServing(): Promise<void>;
  /** Releases the idempotency store; after the job queue has drained. */
  close(): Promise<void>;
}

/**
 * Spec 3A's REST API on its own server (CARDS_PORT): the route table over the supergraph, answers
 * of creating POSTs kept by Idempotency-Key (the idempotency schema, purged daily), and the
 * price stream on /ws/prices. Call before the job queue starts: it defines the purge job.
 */
export async function createCardsApiServer(platform: Platform, gateway: Gateway, rateLimit: RateLimitOptions): Promise<CardsApiServer> {
  const { config, logger } = platform;
  const orm = await openDomainOrm(platform.db, idempotencyStorage, logger.child({ component: 'idempotency' }));
  const idempotency = new IdempotencyStore(orm);
  platform.jobs.define(idempotencyJobs(idempotency));
  await platform.jobs.every('1 day', IDEMPOTENCY_PURGE_JOB);
  const server = createServer(
    createApiApp({
      api: cardsApi,
      executor: gatewayExecutor(gateway),
      logger,
      metrics: platform.metrics,
      bodyLimit: config.BODY_LIMIT,
      trustProxy: config.TRUST_PROXY,
      rateLimit,
      errorSchema: cardsErrorBody,
      requestIdOf,
      idempotency,
      extras: [{ method: 'get', path: '/health', summary: 'The cards API is up', tag: 'Health', response: z.object({ status: z.literal('ok') }), handler: (_req, res) => res.json({ status: 'ok' }) }],
    }),
  );
  answerClientErrorsWithJson(server, (_status, message) => ({ error: { code: 'invalid_request', message, request_id: randomUUID(), details: {} } }));
  const stream = servePriceStream(server, { sessions: gateway.sessions, sessionKey: streamSessionKey(config), bus: platform.bus, logger, pingMs: config.CARDS_STREAM_PING_MS });
  return {
    server,
    stopServing: async () => {
      await stream.close();
      await closeServer(server);
    },
    close: async () => {
      await orm.close();
    },
  };
}
