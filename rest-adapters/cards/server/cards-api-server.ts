import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { z } from 'zod';
import { openDomainOrm } from '@platform/db';
import {
  IDEMPOTENCY_PURGE_JOB,
  IdempotencyStore,
  idempotencyJobs,
  idempotencyStorage,
} from '@platform/idempotency';
import { streamSessionKey } from '@platform/auth';
import { proxyPrintDir } from '@platform/config';
import { answerClientErrorsWithJson, createApiApp } from '@platform/rest-adapters/core';
import type { ProductServer } from '@platform/gateway/product-host';
import { cardsApi, cardsErrorBody, PROXY_PRINTS } from '../index.js';
import { customerTokenVerifier } from './customer-tokens.js';
import { servePriceStream } from './price-stream.js';

/**
 * The cards API on its own server (CARDS_PORT): the route table over the supergraph, answers of
 * creating POSTs kept by Idempotency-Key (the idempotency schema, purged daily), and the price
 * stream on /ws/prices. Started before the job queue: it defines the purge job.
 */
export const cardsServer: ProductServer = {
  name: 'cards',
  banner: {
    title: 'Cards API',
    docs: '/api-docs/',
    health: '/health',
    more: ({ ws }) => `price stream ${ws}/ws/prices`,
  },
  portSetting: 'CARDS_PORT',
  // ck_… customer tokens, which the catalog subgraph issues and stores.
  opaqueTokens: (subgraphs) => {
    const catalog = subgraphs.get('catalog');
    return catalog ? [customerTokenVerifier(catalog)] : [];
  },
  async start({ platform, gateway, apiApp }) {
    const { config, logger } = platform;
    const orm = await openDomainOrm(
      platform.db,
      idempotencyStorage,
      logger.child({ component: 'idempotency' }),
    );
    const idempotency = new IdempotencyStore(orm);
    platform.jobs.define(idempotencyJobs(idempotency));
    await platform.jobs.every('1 day', IDEMPOTENCY_PURGE_JOB);
    const server = createServer(
      createApiApp({
        ...apiApp,
        api: cardsApi,
        // Its own budget (CARDS_RATE_LIMIT_*) instead of the tab API's, on the product's counters.
        rateLimit: {
          ...apiApp.rateLimit,
          max: config.CARDS_RATE_LIMIT_MAX,
          windowMs: config.CARDS_RATE_LIMIT_WINDOW_MS,
        },
        errorSchema: cardsErrorBody,
        idempotency,
        // Printed proxy sheets, which the entitlements subgraph writes (POST /api/v1/proxies).
        fileFolders: { [PROXY_PRINTS]: proxyPrintDir(config) },
        extras: [
          {
            method: 'get',
            path: '/health',
            summary: 'The cards API is up',
            tag: 'Health',
            response: z.object({ status: z.literal('ok') }),
            handler: (_req, res) => res.json({ status: 'ok' }),
          },
        ],
      }),
    );
    answerClientErrorsWithJson(server, (_status, message) => ({
      error: { code: 'invalid_request', message, request_id: randomUUID(), details: {} },
    }));
    const stream = servePriceStream(server, {
      sessions: gateway.sessions,
      sessionKey: streamSessionKey(config),
      bus: platform.bus,
      logger,
      pingMs: config.CARDS_STREAM_PING_MS,
    });
    return {
      server,
      // Open price streams would hold the server open.
      closeSockets: () => stream.close(),
      // The idempotency store, after the job queue has drained.
      close: () => orm.close(),
    };
  },
};
