import type { IncomingHttpHeaders, Server } from 'node:http';
import type { Store } from 'express-rate-limit';
import type { Config } from '@platform/config';
import type { HostedApiAppOptions } from '@platform/rest-adapters/core';
import type { GraphExecutor, Platform } from '@platform/subgraph-kit';
import type { Gateway, OpaqueTokenSource } from './gateway.js';
import type { MlHealth } from './ml-health-monitor.js';
import type { SocketOptions } from './subscriptions.js';

/** What the platform process hands every product's REST server when it builds it. */
export interface ProductServerHost {
  platform: Platform;
  /** This process's gateway: the server's routes run their operations through it, as a client would. */
  gateway: Gateway;
  /** The gateway as a REST route reaches it: operations run with the caller's identity. */
  executor: GraphExecutor;
  /** The request's id: the client's X-Request-Id when it is usable, else a new one. */
  requestIdOf(headers: IncomingHttpHeaders): string;
  /** The product's own rate-limit counters: in-process without REDIS_URL, else shared by every replica. */
  rateLimitStore: Store | undefined;
  /**
   * createApiApp's options every product shares: the executor, logs, metrics, body limit, trust
   * proxy, request ids, the events that keep response caches fresh, and the API-wide rate limit
   * (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS) on the product's own counters.
   */
  apiApp: HostedApiAppOptions;
  /** graphql-ws on the server's /graphql over this process's gateway, with the product's own rules for callers. */
  serveSubscriptions(
    server: Server,
    rules: Pick<SocketOptions, 'realms' | 'requireCaller' | 'rateLimit'>,
  ): { close(): Promise<void> };
  /** The analysis service's last known health, for a health route that reports it. */
  analysisHealth(): MlHealth;
}

export interface RunningProductServer {
  server: Server;
  /** Ends what would hold the server open (WebSockets) before the process closes the server. */
  closeSockets?(): Promise<void>;
  /** Releases what outlives the requests; after the job queue has drained. */
  close?(): Promise<void>;
}

/** How a product shows itself in the ready banner and the ready log line. */
export interface ProductBanner {
  /** The API as a person calls it ("Cards API"). */
  title: string;
  /** Paths of its docs page and its health probe on its own port. */
  docs: string;
  health: string;
  /** Further addresses worth a line, given its base URLs on this host and port. */
  more?(base: { http: string; ws: string }): string;
}

/** A product's REST API as the process runs it: listening on its own port, built from the host. */
export interface ProductServer {
  /** The product's name: its rate-limit counters go by it. */
  name: string;
  banner: ProductBanner;
  /** The setting of its port. */
  portSetting: { [K in keyof Config]-?: Config[K] extends number ? K : never }[keyof Config];
  /** The product's own opaque tokens, which the gateway accepts wherever the product's realm is accepted. */
  opaqueTokens?: OpaqueTokenSource;
  /** Builds the server before the job queue starts (a product may define jobs). */
  start(host: ProductServerHost): Promise<RunningProductServer>;
}
