import type { ApolloGateway, GraphQLDataSource } from '@apollo/gateway';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '@platform/auth';
import type { Config } from '@platform/config';
import type { Logger } from '@platform/observability';

/** What the gateway adds for Studio usage reporting and OpenTelemetry: nothing when neither is configured. */
export interface GatewayTelemetry {
  /** Apollo Server's `apollo` option (key and graph ref) when usage is reported. */
  apollo?: { key: string; graphRef: string };
  plugins: ApolloServerPlugin<RequestContext>[];
  /** Wraps the gateway's executor and data sources; call before Apollo Server starts (it takes the executor then). */
  instrument(gateway: ApolloGateway, sources: Map<string, GraphQLDataSource>, embedded: Set<string>): void;
}

/**
 * Usage reporting when APOLLO_KEY is set, gateway spans when OTEL_EXPORTER_OTLP_ENDPOINT is: each
 * module is loaded only then, so a gateway with neither runs no extra code on a request
 * (docs/observability.md).
 */
export async function gatewayTelemetry(config: Config, logger: Logger): Promise<GatewayTelemetry> {
  const usage = config.APOLLO_KEY
    ? await (await import('./usage-reporting.js')).usageReporting(config, logger)
    : undefined;
  const spans = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (await import('./gateway-spans.js')).gatewaySpans()
    : undefined;
  return {
    apollo: usage?.apollo,
    plugins: usage ? [usage.plugin] : [],
    instrument(gateway, sources, embedded) {
      usage?.instrument(gateway, sources, embedded);
      spans?.instrument(gateway, sources, embedded);
    },
  };
}
