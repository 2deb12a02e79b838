import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one process, served at /metrics by createMetricsServer. */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by API, method, route and status',
    labelNames: ['api', 'method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly graphqlOperations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations executed by the gateway, by operation name and outcome',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly jobs = new Counter({
    name: 'jobs_total',
    help: 'Background job outcomes by job name',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly eventNotifyFailures = new Counter({
    name: 'event_notify_failures_total',
    help: 'Events about committed writes that could not be delivered (the write still answered success), by topic',
    labelNames: ['topic'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}

/**
 * The HTTP server of /metrics, on a port of its own (METRICS_PORT, on 127.0.0.1 unless configured):
 * process and route metrics are for the operator's scraper, not for the public API ports.
 */
export function createMetricsServer(metrics: Metrics): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics')
      return void res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'Not found: metrics are served at /metrics' }));
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'Method not allowed: use GET' }));
    metrics.registry.metrics().then(
      (text) =>
        res
          .writeHead(200, { 'content-type': metrics.registry.contentType })
          .end(req.method === 'HEAD' ? undefined : text),
      (error: Error) =>
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: `metrics failed: ${error.message}` })),
    );
  });
}
