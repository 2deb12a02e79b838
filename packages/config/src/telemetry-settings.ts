import { z } from 'zod';

const optionalString = z.string().trim().min(1).optional().catch(undefined);
const optionalUrl = z.string().trim().url().optional();

/**
 * Apollo Studio usage reporting and OpenTelemetry tracing, both off unless configured
 * (docs/observability.md). The OTEL_* names are OpenTelemetry's own, so collectors' usual
 * deployment snippets apply unchanged.
 */
export const telemetrySettingsShape = {
  /** The graph's API key in Apollo Studio: with APOLLO_GRAPH_REF, the gateway reports usage and traces. */
  APOLLO_KEY: optionalString,
  /** Where usage reports go (the reporting protocol's base URL; `/api/ingress/traces` is appended). */
  APOLLO_USAGE_REPORTING_URL: optionalUrl,
  /** How often the gathered usage is sent. */
  APOLLO_USAGE_REPORTING_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** An OTLP/HTTP collector's base URL (`/v1/traces` is appended): set, the process exports its traces there. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** The service name on every span; unset, the process's own name (platform, subgraph-<name>). */
  OTEL_SERVICE_NAME: optionalString,
  /** How long finished spans wait to be sent in one batch. */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(10).max(600_000).default(5000),
};

interface TelemetryInputs {
  APOLLO_KEY?: string;
  APOLLO_GRAPH_REF?: string;
}

/** Usage reports are filed under a graph ref: a key without one would be refused by Studio at every send. */
export function telemetrySettingProblems(config: TelemetryInputs): string[] {
  return config.APOLLO_KEY && !config.APOLLO_GRAPH_REF
    ? ['APOLLO_KEY needs APOLLO_GRAPH_REF (graph-id@variant) to report usage to']
    : [];
}
