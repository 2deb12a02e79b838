import { createServer } from 'node:http';
import express from 'express';
import { readEnvironment } from '../config/environment.js';
import { UsageError } from '../errors.js';
import { listenWithFallback, serverUrl } from '../http/listen.js';
import { openStore } from '../store/store.js';
import { DEFAULT_BRIDGE_HOST, DEFAULT_BRIDGE_PORT, PATHS } from './bridge-paths.js';
import { ClipQueries } from './clip-queries.js';
import { loopbackOnly } from './host-guard.js';
import { errorHandler, notFound } from './http-errors.js';
import { jsonRoutes } from './json-routes.js';
import { createClipMcpServer } from './mcp-server.js';
import { SseEndpoint } from './sse-endpoint.js';
import { StreamableEndpoint } from './streamable-endpoint.js';

export interface ContextBridgeOptions {
  /** A loopback address only (127.0.0.1 by default): the bridge has no authentication. */
  host?: string;
  /** 39300 by default; 0 picks a free port. */
  port?: number;
  /** Data folder (MFM_HOME) to serve instead of the environment's. */
  home?: string;
  /** Interval of the SSE heartbeat, 15 s by default. */
  heartbeatMs?: number;
  /** Where unexpected failures are reported; stderr by default. */
  log?: (message: string) => void;
}

export interface ContextBridge {
  url: string;
  port: number;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const DEFAULT_HEARTBEAT_MS = 15_000;

/**
 * Starts the context bridge: MCP over streamable HTTP and legacy SSE, plus plain JSON paths, all read
 * from one connection to the clipboard database held open until close(). Capture keeps writing from
 * its own process meanwhile (WAL), and every request reads what is committed at that moment.
 */
export async function startContextBridge(options: ContextBridgeOptions = {}): Promise<ContextBridge> {
  const host = options.host ?? DEFAULT_BRIDGE_HOST;
  if (!LOOPBACK_HOSTS.has(host))
    throw new UsageError(`the bridge binds to loopback only (127.0.0.1, ::1, localhost), not ${host}`);
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  if (!Number.isFinite(heartbeatMs) || heartbeatMs < 10)
    throw new UsageError('heartbeatMs must be at least 10');
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));

  const store = openStore(options.home ? readEnvironment({ MFM_HOME: options.home }) : readEnvironment());
  const queries = new ClipQueries(store.db);
  let url = '';
  const streamable = new StreamableEndpoint(
    () => createClipMcpServer(queries),
    () => url,
  );
  const sse = new SseEndpoint(
    () => createClipMcpServer(queries),
    () => queries.pulse(),
    heartbeatMs,
    log,
  );

  const app = express();
  app.disable('x-powered-by');
  app.use(loopbackOnly());
  app.use(express.json({ limit: '1mb' }));
  app.all(PATHS.mcp, streamable.handle);
  app.get(PATHS.sse, sse.open);
  app.post(PATHS.messages, sse.post);
  app.use(jsonRoutes(queries));
  app.use(notFound);
  app.use(errorHandler(log));

  const server = createServer(app);
  let port: number;
  try {
    port = await listenWithFallback(server, {
      host,
      port: options.port ?? DEFAULT_BRIDGE_PORT,
      hint: 'choose another with --port or MFM_MCP_PORT',
    });
  } catch (error) {
    store.close();
    throw error;
  }
  url = serverUrl(host, port);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await Promise.allSettled([sse.closeAll(), streamable.closeAll()]);
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections(); // idle keep-alive sockets would otherwise hold close() open
      await stopped;
      store.close();
    })());

  return { url, port, close };
}
