import { enableCompileCache } from 'node:module';

// V8's compiled code of every module loaded below is kept on disk (NODE_COMPILE_CACHE, else a
// folder in the OS's temporary directory) and reused by the next start: about 0.2 s of a 1.5 s
// module load. Node skips it, with no error, where the folder cannot be written.
enableCompileCache();

const { runProcess } = await import('./lifecycle.js');

// `npm start`: the whole platform in one process (embedded mode). Subgraphs named by
// SUBGRAPH_<NAME>_URL are reached over HTTP instead (distributed mode).
if (process.argv.includes('--migrate-only'))
  await runProcess('migrate', async (config, logger) =>
    (await import('./migrate-only.js')).migrateOnly(config, logger),
  );
else
  await runProcess('platform', async (config, logger) => {
    // Copying a new data folder's database and compiling PGlite's WebAssembly need no main thread:
    // started here, they are done while the platform's modules load (the imports below).
    if (!config.DATABASE_URL)
      (await import('@platform/db/embedded-prepare')).prepareEmbeddedDatabase(config.DATA_DIR);
    const { startPlatformProcess } = await import('./platform-process.js');
    await startPlatformProcess(config, logger);
  });
