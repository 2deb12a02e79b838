import { createServer, type Server } from 'node:http';
import { loadConfig } from '@platform/config';
import { createLogger } from '@platform/observability';
import { bootPlatform, startSubgraph, type RunningSubgraph } from '@platform/subgraph-kit';
import { createApiApp } from '@platform/rest-adapters/core';
import { errorBody, healthHandler, healthResponse, tabsApi } from '@platform/rest-adapters/tabs';
import { createGateway } from './gateway.js';
import { createGatewayApp } from './gateway-app.js';
import { gatewayExecutor } from './graph-executor.js';
import { rateLimitStore } from './rate-limit-store.js';
import { requestIdOf } from './request-context.js';
import { SUBGRAPH_NAMES, loadSubgraphModule } from './subgraph-registry.js';
import { serveSubscriptions } from './subscriptions.js';
import { installShutdown, listen } from './lifecycle.js';

// `npm start`: the whole platform in one process (embedded mode). Subgraphs named by
// SUBGRAPH_<NAME>_URL are reached over HTTP instead (distributed mode).
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const platform = await bootPlatform(config, logger);
const modules = await Promise.all(SUBGRAPH_NAMES.map(loadSubgraphModule));
const embedded: RunningSubgraph[] = [];
for (const module of modules) {
  if (!config.subgraphUrls[module.name]) embedded.push(await startSubgraph(module, platform));
}
const gateway = await createGateway(platform, embedded);

const rateLimit = { max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS };
const gatewayServer: Server = createServer(
  createGatewayApp(gateway, platform.metrics, {
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    rateLimit: { ...rateLimit, store: await rateLimitStore(config.REDIS_URL, 'graphql') },
  }),
);
const subscriptions = serveSubscriptions(gatewayServer, gateway, modules, platform.bus, logger);
const tabsServer: Server = createServer(
  createApiApp({
    api: tabsApi,
    executor: gatewayExecutor(gateway),
    logger,
    metrics: platform.metrics,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    rateLimit: { ...rateLimit, store: await rateLimitStore(config.REDIS_URL, 'tabs') },
    errorSchema: errorBody,
    requestIdOf,
    bus: platform.bus,
    extras: [{ method: 'get', path: '/health', summary: 'Health of the API and the analysis service', tag: 'Health', response: healthResponse, handler: healthHandler(platform.db, config.ML_URL) }],
  }),
);
await platform.jobs.start();
const gatewayPort = await listen(gatewayServer, config.GATEWAY_PORT, config.HOST);
const tabsPort = await listen(tabsServer, config.PORT, config.HOST);
logger.info(
  { graphql: `http://localhost:${gatewayPort}/graphql`, tabsApi: `http://localhost:${tabsPort}`, embedded: embedded.map((s) => s.name), remote: gateway.remoteSubgraphs },
  'platform ready',
);
installShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, [
  () => subscriptions.close(),
  ...[tabsServer, gatewayServer].map((server) => () => new Promise<void>((resolve) => server.close(() => resolve()))),
  () => gateway.apollo.stop(),
  ...embedded.map((subgraph) => () => subgraph.close()),
  () => platform.close(),
]);
