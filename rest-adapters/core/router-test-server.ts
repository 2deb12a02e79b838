import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { createRestRouter } from './rest-router.js';
import type { GraphExecutor } from '@platform/subgraph-kit/executor';
import { statusForCode, type ErrorBodies, type RestApi } from './rest-api.js';
import type { Route } from './route.js';
import type { FileFolders } from './file-reply.js';
import type { ResponseCache } from './response-cache.js';

// Test support for the router's unit tests (not exported from the package): a minimal API around
// the routes under test, served alone on a free port with a test double of the gateway.

const errors: ErrorBodies = {
  fromGraphQL: (error) => ({
    status: statusForCode(error.extensions?.code),
    body: { message: error.message },
  }),
  invalidRequest: (message, details) => ({ status: 400, body: { message, details } }),
  tokenRequired: () => ({ status: 401, body: { message: 'Authorization token required' } }),
  notFound: () => ({ status: 404, body: { message: 'no route' } }),
  rateLimited: () => ({ status: 429, body: { message: 'slow down' } }),
  payloadTooLarge: () => ({ status: 413, body: { message: 'too large' } }),
  internal: () => ({
    status: 500,
    body: { status: 'error', message: 'Internal server error', timestamp: 'now' },
  }),
};

export const testApi = (routes: Route[]): RestApi => ({
  name: 'test',
  title: 'Test',
  version: '1',
  description: '',
  errors,
  routes,
});

/** Serves `api` (body limit 1 kB, silent logs); `base` is its origin. */
export async function serveRouter(
  api: RestApi,
  executor: GraphExecutor,
  files: FileFolders = {},
  cache?: ResponseCache,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = express()
    .use(
      createRestRouter(api, executor, { bodyLimit: '1kb', logger: pino({ level: 'silent' }), files, cache }),
    )
    .listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
