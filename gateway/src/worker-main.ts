import { createServer } from 'node:http';
import { bootPlatform, startSubgraph, type Platform } from '@platform/subgraph-kit';
import { closeServer, installShutdown, listen, runProcess } from './lifecycle.js';
import { loadSubgraphModule } from './subgraph-registry.js';

/**
 * The worker serves no API, only its probes (compose healthchecks, Kubernetes): GET /health while
 * the process answers, GET /ready while the database answers and the event bus is usable (503
 * otherwise). Nothing else is routed: every other path answers 404.
 */
function probeServer(platform: Platform) {
  return createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(405, { error: 'method_not_allowed' });
    if (path === '/health') return reply(200, { status: 'ok' });
    if (path !== '/ready') return reply(404, { error: 'not_found' });
    void platform.db.pool
      .query('select 1')
      .then(
        () => true,
        () => false,
      )
      .then((database) => {
        const cache = !(platform.bus.degraded?.() ?? false);
        const checks = {
          database: database ? 'healthy' : 'unhealthy',
          cache: cache ? 'healthy' : 'unhealthy',
        };
        reply(database && cache ? 200 : 503, { status: database && cache ? 'ready' : 'degraded', checks });
      });
  });
}

// `npm run start:worker`: the narrative orchestrator alone. It runs the narratives the resume API hands
// over (Agenda job profiles.narrative) on the shared database: DATABASE_URL (PGlite's folder is one
// process's) and, for Agenda on MongoDB, MONGODB_URL. The API side then runs with ORCH_WORKER_ENABLED=false.
await runProcess('orchestrator-worker', async (config, logger) => {
  if (!config.ORCH_WORKER_ENABLED)
    throw new Error('ORCH_WORKER_ENABLED=false: this worker would run nothing');
  const platform = await bootPlatform(config, logger);
  const profiles = await startSubgraph(await loadSubgraphModule('profiles'), platform);
  await platform.jobs.start();
  const probes = probeServer(platform);
  const port = await listen(probes, config.WORKER_HEALTH_PORT, config.HOST);
  logger.info(
    { jobs: ['profiles.narrative'], probes: `http://localhost:${port}/health` },
    'orchestrator worker ready',
  );
  installShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, [
    () => closeServer(probes),
    () => platform.jobs.drain(config.SHUTDOWN_TIMEOUT_MS / 2),
    () => profiles.close(),
    () => platform.close(),
  ]);
});
