import { bootPlatform, startSubgraph } from '@platform/subgraph-kit';
import { installShutdown, runProcess } from './lifecycle.js';
import { loadSubgraphModule } from './subgraph-registry.js';

// `npm run start:worker`: spec 2's orchestrator alone. It runs the narratives the resume API hands
// over (Agenda job profiles.narrative) on the shared database: DATABASE_URL (PGlite's folder is one
// process's) and, for Agenda on MongoDB, MONGODB_URL. The API side then runs with ORCH_WORKER_ENABLED=false.
await runProcess('orchestrator-worker', async (config, logger) => {
  if (!config.ORCH_WORKER_ENABLED) throw new Error('ORCH_WORKER_ENABLED=false: this worker would run nothing');
  const platform = await bootPlatform(config, logger);
  const profiles = await startSubgraph(await loadSubgraphModule('profiles'), platform);
  await platform.jobs.start();
  logger.info({ jobs: ['profiles.narrative'] }, 'orchestrator worker ready');
  installShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, [
    () => platform.jobs.drain(config.SHUTDOWN_TIMEOUT_MS / 2),
    () => profiles.close(),
    () => platform.close(),
  ]);
});
