import { createServer, type Server } from 'node:http';
import { MemoryStore } from 'express-rate-limit';
import { corsOrigins, graphqlExplorer, type Config } from '@platform/config';
import { createMetricsServer, resolveLogFormat, type Logger } from '@platform/observability';
import {
  bindSupergraph,
  bootPlatform,
  embeddedExecutor,
  startSubgraph,
  type RunningSubgraph,
} from '@platform/subgraph-kit';
import { answerClientErrorsWithJson } from '@platform/rest-adapters/core';
import { createGateway } from './gateway.js';
import { RemoteSubgraphDataSource } from './remote-data-source.js';
import { createGatewayApp, graphqlErrorBody } from './gateway-app.js';
import { closeServer, installShutdown, listen, REPEATED_SIGNAL_WINDOW_MS } from './lifecycle.js';
import { platformUrls, readyBanner } from './ready-banner.js';
import { contextFromHeaders, requestIdOf } from './request-context.js';
import { rateLimitStores } from './rate-limit-store.js';
import { SUBGRAPH_NAMES, loadSubgraphModule } from './subgraph-registry.js';
import { serveSubscriptions } from './subscriptions.js';
import { isLocalUrl, superviseAnalysisService } from './analysis-supervisor.js';
import { MlHealthMonitor } from './ml-health-monitor.js';
import { PRODUCT_SERVERS } from '@platform/rest-adapters/products';
import { platformVerifierOptions } from '@platform/auth';
import { endedSessionsOf, isSessionEnded } from '@platform/subgraph-accounts/ended-sessions';
import type { ProductServer, ProductServerHost, RunningProductServer } from './product-server.js';
import { startTracing } from './telemetry/tracing.js';

/** Boots storage, the embedded subgraphs, the gateway, the REST APIs and the job workers, in order. */
export async function startPlatformProcess(config: Config, logger: Logger): Promise<void> {
  // First: the database's classes are patched before the domains' ORMs bind them (telemetry/tracing.ts).
  const tracing = await startTracing(config, 'platform', logger);
  // The domains' modules load (main thread) while the database opens (its copy from the template
  // and PostgreSQL's boot wait on other threads in part).
  const loading = Promise.all(SUBGRAPH_NAMES.map(loadSubgraphModule));
  loading.catch(() => undefined); // reported below, unless the database failed first
  const platform = await bootPlatform(config, logger);
  const modules = await loading;
  const embedded: RunningSubgraph[] = [];
  for (const module of modules) {
    if (!config.subgraphUrls[module.name]) embedded.push(await startSubgraph(module, platform));
  }
  // Every realm takes the platform's tokens (unless <REALM>_TRUST_PLATFORM=false) and refuses those of
  // ended sign-in sessions; the accounts record keeps its own short cache (docs/identity/realms.md).
  endedSessionsOf(platform.db, platform.bus);
  const gateway = await createGateway(
    platform,
    embedded,
    PRODUCT_SERVERS.flatMap((product) => (product.opaqueTokens ? [product.opaqueTokens] : [])),
    platformVerifierOptions(config, { lookup: { isSessionEnded }, bus: platform.bus, openTtlMs: 0 }),
  );
  // REST routes run their operations through this gateway, as a GraphQL client would, and so do
  // the cross-domain ports of the cards domains (their supergraph operations).
  const executor = embeddedExecutor(gateway.apollo, {
    maxAnswerBytes: gateway.maxResponseBytes,
    contextFor: (headers, requestId, realm) =>
      contextFromHeaders(gateway.sessions, headers, requestId, realm ? [realm] : []),
  });
  bindSupergraph(executor);
  const redis = {
    url: config.REDIS_URL,
    namespace: config.REDIS_NAMESPACE,
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
  };
  const rateLimit = { max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS };
  const limits = await rateLimitStores(redis, (error) =>
    logger.warn({ err: error.message }, 'rate-limit store error'),
  );

  // One budget per client address for /graphql over HTTP and over WebSocket (each upgrade and subscribe counts).
  const graphqlRateLimit = { ...rateLimit, store: limits.storeFor('graphql') ?? new MemoryStore() };
  const gatewayServer: Server = createServer(
    createGatewayApp(gateway, platform.metrics, {
      bodyLimit: config.BODY_LIMIT,
      trustProxy: config.TRUST_PROXY,
      rateLimit: graphqlRateLimit,
      logger,
      corsOrigins: corsOrigins(config),
      graphiql: graphqlExplorer(config) === 'graphiql',
    }),
  );
  answerClientErrorsWithJson(gatewayServer, graphqlErrorBody);
  const socketOptions = { bodyLimit: config.BODY_LIMIT, trustProxy: config.TRUST_PROXY };
  const subscriptions = serveSubscriptions(gatewayServer, gateway, modules, platform.bus, logger, {
    ...socketOptions,
    rateLimit: graphqlRateLimit,
  });
  const mlHealth = new MlHealthMonitor(config.ML_URL, config.ML_HEALTH_INTERVAL_MS, logger);
  const host = (name: string, rateLimitStore = limits.storeFor(name)): ProductServerHost => ({
    platform,
    gateway,
    executor,
    requestIdOf,
    rateLimitStore,
    apiApp: {
      executor,
      logger,
      metrics: platform.metrics,
      bodyLimit: config.BODY_LIMIT,
      trustProxy: config.TRUST_PROXY,
      rateLimit: { ...rateLimit, store: rateLimitStore },
      requestIdOf,
      corsOrigins: corsOrigins(config),
      // The response cache of a route that declares one hears every domain's changes, or is off.
      bus: gateway.hearsAllEvents ? platform.bus : undefined,
    },
    serveSubscriptions: (server, rules) =>
      serveSubscriptions(server, gateway, modules, platform.bus, logger, { ...socketOptions, ...rules }),
    analysisHealth: () => mlHealth.current(),
  });
  const products: Array<{ product: ProductServer; running: RunningProductServer }> = [];
  for (const product of PRODUCT_SERVERS)
    products.push({ product, running: await product.start(host(product.name)) });
  const mlUrl = new URL(config.ML_URL);
  const stopping = new AbortController();
  const analysis =
    config.ANALYSIS_AUTOSTART && isLocalUrl(mlUrl)
      ? superviseAnalysisService(mlUrl, config.LOG_LEVEL, logger, {
          stopping: stopping.signal,
          onReady: () => void mlHealth.check(),
        })
      : undefined;
  await platform.jobs.start();
  const gatewayPort = await listen(gatewayServer, config.GATEWAY_PORT, config.HOST);
  const listening: Array<{ banner: ProductServer['banner']; port: number }> = [];
  for (const { product, running } of products)
    listening.push({
      banner: product.banner,
      port: await listen(running.server, config[product.portSetting], config.HOST),
    });
  // Last: a scraper (and the test harness) that reaches /metrics finds every API listening.
  const metricsServer = createMetricsServer(platform.metrics);
  const metricsPort = await listen(metricsServer, config.METRICS_PORT, config.METRICS_HOST);
  const urls = platformUrls(
    config.HOST,
    gatewayPort,
    listening,
    { host: config.METRICS_HOST, port: metricsPort },
    // The banner names the Sandbox only where GRAPHQL_EXPLORER offers it.
    graphqlExplorer(config) === 'sandbox',
  );
  const subgraphs = { embedded: embedded.map((s) => s.name), remote: gateway.remoteSubgraphs };
  if (resolveLogFormat(config.LOG_FORMAT) === 'pretty') {
    // On a terminal the addresses stand apart from the log lines, in one block.
    logger.info(
      `platform ready: ${subgraphs.embedded.length} subgraphs embedded, ${subgraphs.remote.length} remote`,
    );
    process.stdout.write(readyBanner(urls, REPEATED_SIGNAL_WINDOW_MS));
  } else {
    logger.info({ ...urls, ...subgraphs }, 'platform ready');
  }
  installShutdown(
    logger,
    config.SHUTDOWN_TIMEOUT_MS,
    [
      () => subscriptions.close(),
      ...products.map(({ running }) => async () => {
        await running.closeSockets?.();
        await closeServer(running.server);
      }),
      () => closeServer(gatewayServer),
      () => gateway.apollo.stop(),
      // Kept-alive connections to remote subgraphs, once no request can need them.
      async () => {
        for (const source of gateway.dataSources.values())
          if (source instanceof RemoteSubgraphDataSource) source.close();
      },
      () => limits.close(),
      async () => mlHealth.stop(),
      async () => analysis?.stop(),
      () => platform.jobs.drain(config.SHUTDOWN_TIMEOUT_MS / 2),
      ...products.map(
        ({ running }) =>
          async () =>
            running.close?.(),
      ),
      ...embedded.map((subgraph) => () => subgraph.close()),
      () => closeServer(metricsServer),
      () => platform.close(),
      async () => tracing?.shutdown(),
    ],
    stopping,
  );
}
