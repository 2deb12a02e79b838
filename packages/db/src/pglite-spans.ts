import { PGlite } from '@electric-sql/pglite';
import type * as OpenTelemetry from '@opentelemetry/api';

let traced = false;

/**
 * One span per statement on embedded PGlite, which no OpenTelemetry instrumentation covers (it is
 * not the pg driver). Patched on the class, before the domains' ORMs bind its methods, by the
 * process's tracing start (gateway/src/telemetry/tracing.ts), which hands over the API it loaded; a
 * process without tracing never calls this. As pg's instrumentation is set here, a statement
 * outside any trace (job polling) records nothing, and the text is the parameterised statement:
 * values are never recorded.
 */
export function tracePgliteQueries(api: typeof OpenTelemetry): void {
  if (traced) return;
  traced = true;
  const tracer = api.trace.getTracer('@platform/db');
  const proto = PGlite.prototype as unknown as Record<
    'query' | 'exec',
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const method of ['query', 'exec'] as const) {
    const original = proto[method];
    proto[method] = function (this: PGlite, ...args: unknown[]) {
      if (!api.trace.getSpan(api.context.active())) return original.apply(this, args);
      const attributes = {
        'db.system.name': 'postgresql',
        'db.query.text': typeof args[0] === 'string' ? args[0] : '',
      };
      return tracer.startActiveSpan(`pglite.${method}`, { kind: api.SpanKind.CLIENT, attributes }, (span) =>
        original.apply(this, args).then(
          (result) => {
            span.end();
            return result;
          },
          (error: unknown) => {
            span.recordException(error as Error);
            span.setStatus({ code: api.SpanStatusCode.ERROR });
            span.end();
            throw error;
          },
        ),
      );
    };
  }
}
