// Hive Gateway's runtime on node:http: its JavaScript query planner, or with HIVE_PLANNER=rust the
// Rust query planner of @graphql-hive/router-runtime. No in-flight deduplication of identical client
// requests (the benchmark's own router-runtime config adds one): each request is planned and fetched.
import { createServer } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway';
import { z } from 'zod';
import { PORT, SUPERGRAPH_SDL } from './gateway-env.js';

const { HIVE_PLANNER } = z.object({ HIVE_PLANNER: z.enum(['js', 'rust']).default('js') }).parse(process.env);
const rust = HIVE_PLANNER === 'rust' ? await import('@graphql-hive/router-runtime') : undefined;

const runtime = createGatewayRuntime({
  supergraph: SUPERGRAPH_SDL,
  logging: 'error',
  landingPage: false,
  ...(rust ? { unifiedGraphHandler: rust.unifiedGraphHandler } : {}),
});
createServer(runtime).listen(PORT, '127.0.0.1');
