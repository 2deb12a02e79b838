import { createServer } from 'node:http';
import { answerClientErrorsWithJson } from '@platform/rest-adapters/core/client-error-replies';
import { clipboardApi } from '@platform/rest-adapters/clipboard';
import { readEnvironment } from '../config/environment.js';
import { UsageError } from '../errors.js';
import { openStore } from '../store/store.js';
import { createClipboardApp } from './clipboard-app.js';
import { listenWithFallback, serverUrl } from './listen.js';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8765;
export const DEFAULT_PORT_ATTEMPTS = 3;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export interface ClipboardServerOptions {
  host?: string;
  port?: number;
  /** Data folder (MFM_HOME); defaults to the environment's. */
  home?: string;
  portAttempts?: number;
  /** Binding to a non-loopback address exposes every clip to the network; refused unless forced. */
  allowNonLoopback?: boolean;
  logger?: (line: string) => void;
}

export interface RunningClipboardServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * `mfm serve`: the clipboard HTTP API, web UI, OpenAPI document and local GraphQL endpoint on
 * 127.0.0.1:8765 (or the next free of 3 ports). One database connection for the server's life;
 * close() stops accepting, waits for open requests and closes the store (WAL checkpointed).
 */
export async function startClipboardServer(
  options: ClipboardServerOptions = {},
): Promise<RunningClipboardServer> {
  const host = options.host ?? DEFAULT_HOST;
  if (!LOOPBACK_HOSTS.has(host) && !options.allowNonLoopback) {
    throw new UsageError(
      `refusing to listen on ${host}: the clipboard API has no authentication and serves loopback addresses only (127.0.0.1, ::1)`,
    );
  }
  const port = options.port ?? DEFAULT_PORT;
  const attempts = options.portAttempts ?? DEFAULT_PORT_ATTEMPTS;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`invalid port ${port}`);
  if (!Number.isInteger(attempts) || attempts < 1) throw new UsageError(`invalid port attempts ${attempts}`);
  const log = options.logger ?? (() => {});
  const env = options.home ? readEnvironment({ MFM_HOME: options.home }) : readEnvironment();
  const store = openStore(env);
  const server = createServer(createClipboardApp(store, log));
  answerClientErrorsWithJson(
    server,
    (_status, message) => clipboardApi.errors.invalidRequest(message, []).body,
  );
  // A client that stalls must not hold a connection forever.
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  let bound: number;
  try {
    bound = await listenWithFallback(server, { host, port, attempts });
  } catch (error) {
    store.close();
    throw error;
  }
  // Port 0 asks the system for any free port: the bound one is not a fallback.
  if (port !== 0 && bound !== port)
    log(`port ${port}${bound - port > 1 ? `-${bound - 1}` : ''} busy; using ${bound}`);
  let closing: Promise<void> | undefined;
  return {
    url: serverUrl(host, bound),
    port: bound,
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => {
          store.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      })),
  };
}
