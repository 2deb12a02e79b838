import type { ApolloGateway, GraphQLDataSource } from '@apollo/gateway';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '@platform/auth';
import type { Config } from '@platform/config';
import type { Logger } from '@platform/observability';
import { traceSubgraphFields } from './field-traces.js';

type UsageSettings = Pick<
  Config,
  'APOLLO_KEY' | 'APOLLO_GRAPH_REF' | 'APOLLO_USAGE_REPORTING_URL' | 'APOLLO_USAGE_REPORTING_INTERVAL_MS'
>;

/** Usage reporting to Apollo Studio (or a compatible receiver), on when APOLLO_KEY is set. */
export interface UsageReporting {
  /** Apollo Server's `apollo` option: the key and graph ref reports are filed under. */
  apollo: { key: string; graphRef: string };
  plugin: ApolloServerPlugin<RequestContext>;
  /** Field-level traces for what the gateway's executor does not trace (field-traces.ts). */
  instrument(gateway: ApolloGateway, sources: Map<string, GraphQLDataSource>, embedded: Set<string>): void;
}

export async function usageReporting(
  config: UsageSettings,
  logger: Logger,
): Promise<UsageReporting | undefined> {
  if (!config.APOLLO_KEY || !config.APOLLO_GRAPH_REF) return undefined;
  // Loaded here, not at the top: the build hoists a module's static package imports into the bundle's start.
  const { ApolloServerPluginUsageReporting } = await import('@apollo/server/plugin/usageReporting');
  return {
    apollo: { key: config.APOLLO_KEY, graphRef: config.APOLLO_GRAPH_REF },
    plugin: ApolloServerPluginUsageReporting<RequestContext>({
      endpointUrl: config.APOLLO_USAGE_REPORTING_URL,
      reportIntervalMs: config.APOLLO_USAGE_REPORTING_INTERVAL_MS,
      // Variables, headers and error messages stay on the server (the plugin's defaults, said here).
      sendVariableValues: { none: true },
      sendHeaders: { none: true },
      sendErrors: { masked: true },
      logger: logger.child({ component: 'usage-reporting' }),
    }),
    instrument: traceSubgraphFields,
  };
}
