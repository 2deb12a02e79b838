import { createServer } from 'node:http';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { Config } from '@platform/config';
import {
  AssertionReader,
  DELEGATION_HEADER,
  GATEWAY_ASSERTION_HEADER,
  assertionVerifyingKey,
  subgraphAudience,
  type RequestContext,
} from '@platform/auth';
import { maskUnexpectedErrors } from '@platform/errors';
import type { Logger } from '@platform/observability';
import { bindSupergraph, bootPlatform, httpExecutor, startSubgraph } from '@platform/subgraph-kit';
import { answerClientErrorsWithJson } from '@platform/rest-adapters/core';
import { graphqlErrorBody } from './gateway-app.js';
import { closeServer, installShutdown, listen, runProcess } from './lifecycle.js';
import { startTracing } from './telemetry/tracing.js';
import { requestIdOf } from './request-context.js';
import { loadSubgraphModule, SUBGRAPH_NAMES } from './subgraph-registry.js';

// `npm run start:subgraph -- <name>`: one subgraph alone (distributed mode), on SUBGRAPH_PORT.
// It trusts an identity only when the gateway signed it for the very operation received, verified
// with the gateway's public key (GATEWAY_ASSERTION_PUBLIC_KEY; derived from JWT_SECRET outside production).
const name = process.argv[2];
if (!name) {
  console.error(`usage: npm run start:subgraph -- <${SUBGRAPH_NAMES.join('|')}>`);
  process.exit(2);
}
async function serve(config: Config, logger: Logger): Promise<void> {
  // Read before anything boots: production without the public key refuses to start.
  const assertions = new AssertionReader(
    assertionVerifyingKey(config),
    (reason) =>
      logger.warn(
        { reason },
        'gateway assertion rejected; request treated as anonymous (each reason is logged once)',
      ),
    subgraphAudience(name!),
  );
  const tracing = await startTracing(config, `subgraph-${name}`, logger);
  const platform = await bootPlatform(config, logger);
  const subgraph = await startSubgraph(await loadSubgraphModule(name), platform);
  // The cards domains' ports reach the other domains through the gateway, for the caller it sent.
  if (config.GATEWAY_URL) bindSupergraph(httpExecutor(config.GATEWAY_URL));
  const apollo = new ApolloServer<RequestContext>({
    schema: subgraph.schema,
    introspection: config.NODE_ENV !== 'production',
    // The process's signals are lifecycle.ts's: Apollo's own handler would re-send the signal.
    stopOnTerminationSignals: false,
    // Stack traces are logged, never sent (the gateway would strip them, other callers would not).
    includeStacktraceInErrorResponses: false,
    formatError: maskUnexpectedErrors((error) => logger.error({ err: error }, 'unexpected GraphQL error')),
    logger,
  });
  await apollo.start();
  const app = express();
  // Probes (compose healthchecks, Kubernetes): /health while the process answers; /ready while the
  // database answers and the event bus is usable. The server listens only once the domain's
  // migrations are applied (startSubgraph above), so an answering /ready implies them.
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  app.get('/ready', async (_req, res) => {
    const database = await platform.db.pool.query('select 1').then(
      () => true,
      () => false,
    );
    const cache = !(platform.bus.degraded?.() ?? false);
    const checks = { database: database ? 'healthy' : 'unhealthy', cache: cache ? 'healthy' : 'unhealthy' };
    res
      .status(database && cache ? 200 : 503)
      .json({ status: database && cache ? 'ready' : 'degraded', checks });
  });
  app.get('/metrics', async (_req, res) => {
    res.setHeader('Content-Type', platform.metrics.registry.contentType);
    res.send(await platform.metrics.registry.metrics());
  });
  app.use(
    '/graphql',
    express.json({ limit: config.BODY_LIMIT }),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const body = (req.body ?? {}) as { query?: string; variables?: Record<string, unknown> | null };
        const context = await assertions.read(
          req.header(GATEWAY_ASSERTION_HEADER),
          { query: body.query, variables: body.variables },
          requestIdOf(req.headers),
        );
        // Kept only beside an identity the gateway asserted; the gateway checks the delegation itself again.
        const delegation = context.identity ? req.header(DELEGATION_HEADER) : undefined;
        return delegation ? { ...context, delegation } : context;
      },
    }),
  );
  const server = createServer(app);
  answerClientErrorsWithJson(server, graphqlErrorBody);
  await platform.jobs.start();
  const port = await listen(server, config.SUBGRAPH_PORT, config.HOST);
  logger.info({ subgraph: name, url: `http://localhost:${port}/graphql` }, 'subgraph ready');
  installShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, [
    () => closeServer(server),
    () => apollo.stop(),
    () => platform.jobs.drain(config.SHUTDOWN_TIMEOUT_MS / 2),
    () => subgraph.close(),
    () => platform.close(),
    async () => tracing?.shutdown(),
  ]);
}

await runProcess(`subgraph-${name}`, serve);
