import { createPublicKey } from 'node:crypto';
import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import {
  AssertionReader,
  DELEGATION_AUDIENCE,
  TokenVerifier,
  assertionSigningKey,
  realmKeys,
  type OpaqueTokenVerifier,
  type RequestContext,
  type TokenVerifierOptions,
} from '@platform/auth';
import { maskUnexpectedErrors, statusForCode, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@platform/errors';
import type { Platform, RunningSubgraph } from '@platform/subgraph-kit';
import { parseScalarsAsSubgraphsDo } from './scalar-parsing.js';
import { EmbeddedDataSource } from './embedded-data-source.js';
import {
  limitValidationRules,
  operationGuardsPlugin,
  stringifyMeasuredResult,
  type OperationLimits,
} from './operation-limits.js';
import { RemoteSubgraphDataSource } from './remote-data-source.js';
import { installCompiledShaping, type CompiledShaping } from './result-shaping/install.js';
import { serveSingleFetchPlans, type SingleFetchPlans } from './single-fetch-executor.js';
import { assertSingleFetchInternals } from './single-fetch-internals.js';
import { SessionResolver } from './session-resolver.js';
import { graphqlExplorer } from '@platform/config';
import { landingPagePlugin } from './explorer/index.js';
import { supergraphSource } from './supergraph/index.js';
import { admissionPlugin, loadPersistedDocuments } from './admission/index.js';
import { gatewayTelemetry } from './telemetry/index.js';

export interface Gateway {
  apollo: ApolloServer<RequestContext>;
  sessions: SessionResolver;
  /** The public (API) schema, once loaded; subscriptions are served from it. */
  apiSchema(): GraphQLSchema;
  /** Names of subgraphs reached over HTTP (the rest run in this process). */
  remoteSubgraphs: string[];
  /** Whether every domain's events reach this process (all embedded, or a Redis bus): caches rely on it. */
  hearsAllEvents: boolean;
  /** Each subgraph's data source by name (embedded or remote), as the gateway calls it. */
  dataSources: ReadonlyMap<string, GraphQLDataSource<RequestContext>>;
  /** Plans answered with their one fetch's answer (single-fetch-executor.ts). */
  singleFetch: SingleFetchPlans;
  /** Answers of plans of several fetches shaped by the compiled shaper (result-shaping/). */
  compiledShaping: CompiledShaping;
  /** With remote subgraphs: reads the delegations this gateway signed, sent back by a subgraph acting for its caller. */
  delegations?: AssertionReader;
  /** GRAPHQL_MAX_RESPONSE_BYTES: the largest answer, held by /graphql here and by the REST adapters on their own bytes. */
  maxResponseBytes: number;
  /** GRAPHQL_MAX_*: what one operation may cost, on every transport (HTTP here, WebSocket in subscriptions.ts). */
  limits: OperationLimits;
}

/** Apollo Gateway over the committed supergraph: embedded subgraphs in-process, the others by URL. */
/** A product's opaque tokens (not JWTs), verified by the subgraph that stores them; given the subgraphs by name. */
export type OpaqueTokenSource = (
  subgraphs: ReadonlyMap<string, GraphQLDataSource<RequestContext>>,
) => OpaqueTokenVerifier[];

export async function createGateway(
  platform: Platform,
  embedded: RunningSubgraph[],
  opaqueTokens: readonly OpaqueTokenSource[] = [],
  /** What tokens are trusted beyond each realm's own keys: the platform's, and ended sessions refused. */
  trust: TokenVerifierOptions = {},
): Promise<Gateway> {
  const { config, logger, metrics } = platform;
  const sources = new Map<string, GraphQLDataSource<RequestContext>>();
  for (const subgraph of embedded) sources.set(subgraph.name, new EmbeddedDataSource(subgraph));
  const remoteUrls = Object.entries(config.subgraphUrls).filter(([name]) => !sources.has(name));
  // Only a gateway with remote subgraphs signs assertions, so only it needs (and in production must be given) the key.
  let delegations: AssertionReader | undefined;
  if (remoteUrls.length) {
    const assertionKey = assertionSigningKey(config);
    for (const [name, url] of remoteUrls)
      sources.set(name, new RemoteSubgraphDataSource(url, assertionKey, name));
    delegations = new AssertionReader(
      createPublicKey(assertionKey),
      (reason) => logger.warn({ reason }, 'gateway delegation rejected (each reason is logged once)'),
      DELEGATION_AUDIENCE,
    );
  }
  let apiSchema: GraphQLSchema | undefined;
  // The gateway reads this switch from the environment only, when it is constructed.
  process.env.APOLLO_TELEMETRY_DISABLED = String(config.APOLLO_TELEMETRY_DISABLED);
  const gateway = new ApolloGateway({
    // SUPERGRAPH_SOURCE: the committed file read once, or a source that replaces it while running.
    supergraphSdl: supergraphSource(config, new Set(sources.keys()), logger),
    buildService: ({ name }) => {
      const source = sources.get(name);
      if (!source)
        throw new Error(
          `Subgraph "${name}" is neither embedded nor configured with SUBGRAPH_${name.toUpperCase()}_URL`,
        );
      return source;
    },
  });
  const singleFetch = serveSingleFetchPlans(gateway);
  const compiledShaping = installCompiledShaping();
  // APOLLO_KEY (Studio usage) and OTEL_EXPORTER_OTLP_ENDPOINT (spans): nothing is added without them.
  const telemetry = await gatewayTelemetry(config, logger);
  telemetry.instrument(gateway, sources, new Set(embedded.map((subgraph) => subgraph.name)));
  gateway.onSchemaLoadOrUpdate(({ apiSchema: schema }) => {
    parseScalarsAsSubgraphsDo(schema);
    apiSchema = schema;
  });
  const operationMetrics: ApolloServerPlugin<RequestContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ operationName, response, contextValue }) {
          const failed =
            response.body.kind === 'single' && Boolean(response.body.singleResult.errors?.length);
          const operation = operationName ?? 'anonymous';
          metrics.graphqlOperations.inc({ operation, outcome: failed ? 'error' : 'ok' });
          logger.debug({ requestId: contextValue.requestId, operation, failed }, 'graphql operation');
        },
      };
    },
  };
  // An answer that failed only because a store is unreachable is a 503 with Retry-After, as on REST;
  // one refused by a throttle is a 429 with Retry-After.
  const unavailableStatus: ApolloServerPlugin<RequestContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          // Throttled (login attempts): 429 with the longest wait any of the refusals names.
          const throttled = data
            ? []
            : (errors ?? []).filter((error) => error.extensions?.code === 'RATE_LIMITED');
          if (throttled.length) {
            response.http.status = statusForCode('RATE_LIMITED');
            response.http.headers.set(
              'retry-after',
              String(Math.max(1, ...throttled.map((error) => Number(error.extensions?.retryAfter) || 1))),
            );
            return;
          }
          if (data || !errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
          response.http.status = statusForCode('SERVICE_UNAVAILABLE');
          response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
  const limits: OperationLimits = {
    maxAliases: config.GRAPHQL_MAX_ALIASES,
    maxDepth: config.GRAPHQL_MAX_DEPTH,
    maxTokens: config.GRAPHQL_MAX_TOKENS,
    maxCost: config.GRAPHQL_MAX_COST,
    maxResponseBytes: config.GRAPHQL_MAX_RESPONSE_BYTES,
  };
  const apollo = new ApolloServer<RequestContext>({
    gateway,
    introspection: config.GRAPHQL_INTROSPECTION,
    apollo: telemetry.apollo,
    // The process's signals are lifecycle.ts's: Apollo's own handler would re-send the signal.
    stopOnTerminationSignals: false,
    // Stack traces go to the log (formatError's onUnexpected), never to a client, in any NODE_ENV.
    includeStacktraceInErrorResponses: false,
    formatError: maskUnexpectedErrors((error) => logger.error({ err: error }, 'unexpected GraphQL error')),
    parseOptions: { maxTokens: limits.maxTokens },
    stringifyResult: stringifyMeasuredResult,
    validationRules: limitValidationRules(limits),
    plugins: [
      operationMetrics,
      operationGuardsPlugin(limits),
      // Trusted documents and @authenticated/@requiresScopes, before any subgraph is called (docs/auth-directives.md).
      admissionPlugin({
        supergraph: gateway,
        documents: loadPersistedDocuments(),
        policy: { mode: config.TRUSTED_DOCUMENTS, clients: config.TRUSTED_DOCUMENTS_CLIENTS },
      }),
      unavailableStatus,
      // What a browser's GET /graphql shows: GRAPHQL_EXPLORER (docs/exploring-the-graph.md).
      landingPagePlugin(graphqlExplorer(config), config.APOLLO_GRAPH_REF),
      ...telemetry.plugins,
    ],
    logger,
  });
  await apollo.start();
  // The planner and the API schema exist once the supergraph is loaded: checked now, before any request.
  assertSingleFetchInternals(gateway, 'loaded');
  const accounts = sources.get('accounts');
  if (!accounts) throw new Error('The accounts subgraph is required');
  const opaqueVerifiers = opaqueTokens.flatMap((verifiersOf) => verifiersOf(sources));
  const remoteSubgraphs = [...sources.keys()].filter((name) => !embedded.some((s) => s.name === name));
  const hearsAllEvents = Boolean(config.REDIS_URL) || remoteSubgraphs.length === 0;
  if (!hearsAllEvents) {
    logger.warn(
      { remoteSubgraphs },
      'remote subgraphs without REDIS_URL: session and response caches are off, subscriptions see only this process',
    );
  }
  return {
    apollo,
    dataSources: sources,
    singleFetch,
    compiledShaping,
    hearsAllEvents,
    remoteSubgraphs,
    delegations,
    maxResponseBytes: limits.maxResponseBytes,
    limits,
    sessions: new SessionResolver(
      new TokenVerifier(realmKeys(config), opaqueVerifiers, trust),
      accounts,
      platform.bus,
      { cache: hearsAllEvents },
    ),
    apiSchema: () => {
      if (!apiSchema) throw new Error('Gateway schema not loaded');
      return apiSchema;
    },
  };
}
