import { createRequire, syncBuiltinESMExports } from 'node:module';
import type { Config } from '@platform/config';
import type { Logger } from '@platform/observability';

type TracingSettings = Pick<
  Config,
  | 'OTEL_EXPORTER_OTLP_ENDPOINT'
  | 'OTEL_SERVICE_NAME'
  | 'OTEL_BSP_SCHEDULE_DELAY'
  | 'DATABASE_URL'
  | 'REDIS_URL'
>;

/** A running tracer: flushes what is left at shutdown. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans go over
 * OTLP/HTTP (JSON) to `<endpoint>/v1/traces`, in batches. Every package is imported here, so a
 * process without the endpoint loads none of them.
 *
 * The app is ES modules and its packages are loaded before this runs; the instrumentations patch
 * what they patch on shared objects (http.Server.prototype, pg's and ioredis's prototypes), so each
 * module is required once more through the hook they install, which applies the patch to the
 * instance already in use. pg and ioredis are required only when DATABASE_URL or REDIS_URL says
 * this process uses them. Embedded PGlite does not go through pg: packages/db traces its queries.
 */
export async function startTracing(
  config: TracingSettings,
  serviceName: string,
  logger: Logger,
): Promise<Tracing | undefined> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  const [api, core, hooks, sdk, resources, exporter, instrumentation, http, pg, ioredis, db] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@platform/db'),
    ]);
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new exporter.OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
        scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY,
      }),
    ],
  });
  api.trace.setGlobalTracerProvider(provider);
  api.context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Probes and scrapes are not requests anybody traces.
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(health|ready|metrics)\b/.test(request.url ?? ''),
        requireParentforOutgoingSpans: true,
      }),
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  const require = createRequire(import.meta.url);
  require('http');
  require('https');
  syncBuiltinESMExports();
  if (config.DATABASE_URL) require('pg');
  if (config.REDIS_URL) require('ioredis');
  db.tracePgliteQueries(api);
  logger.info({ endpoint, serviceName: config.OTEL_SERVICE_NAME ?? serviceName }, 'tracing to OTLP');
  return {
    shutdown: () => provider.shutdown(),
  };
}
