// This platform's gateway engine over the benchmark's supergraph, its subgraphs remote (distributed
// mode): ApolloGateway with the platform's RemoteSubgraphDataSource (signed caller assertions), the
// single-fetch executor, Apollo Server with the platform's limits, admission (trusted documents,
// auth directives), error masking and result stringifier, behind the platform's /graphql app (CORS, rate limit, body parser, context).
// createGateway reads the committed supergraph only, so the same parts are put together here from
// the gateway's exports over the benchmark's supergraph. Left out: the operation-metrics and 503
// plugins (private to gateway.ts; a counter and a check) and telemetry (off unless configured).
import { createPublicKey } from 'node:crypto';
import { createServer } from 'node:http';
import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import { MemoryStore } from 'express-rate-limit';
import {
  AssertionReader,
  DELEGATION_AUDIENCE,
  TokenVerifier,
  assertionSigningKey,
  realmKeys,
  type RequestContext,
} from '@platform/auth';
import { corsOrigins, graphqlExplorer, loadConfig } from '@platform/config';
import { maskUnexpectedErrors } from '@platform/errors';
import { createLogger, Metrics } from '@platform/observability';
import { LocalEventBus } from '@platform/pubsub';
import { answerClientErrorsWithJson } from '@platform/rest-adapters/core';
import { admissionPlugin, loadPersistedDocuments } from '../../gateway/src/admission/index.js';
import { landingPagePlugin } from '../../gateway/src/explorer/index.js';
import { installCompiledShaping } from '../../gateway/src/result-shaping/install.js';
import type { Gateway } from '../../gateway/src/gateway.js';
import { createGatewayApp, graphqlErrorBody } from '../../gateway/src/gateway-app.js';
import {
  limitValidationRules,
  operationGuardsPlugin,
  stringifyMeasuredResult,
  type OperationLimits,
} from '../../gateway/src/operation-limits.js';
import { RemoteSubgraphDataSource } from '../../gateway/src/remote-data-source.js';
import { parseScalarsAsSubgraphsDo } from '../../gateway/src/scalar-parsing.js';
import { SessionResolver } from '../../gateway/src/session-resolver.js';
import { serveSingleFetchPlans } from '../../gateway/src/single-fetch-executor.js';
import { PORT, SUPERGRAPH_SDL } from './gateway-env.js';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const assertionKey = assertionSigningKey(config);
const sources = new Map<string, GraphQLDataSource<RequestContext>>(
  Object.entries(config.subgraphUrls).map(([name, url]) => [
    name,
    new RemoteSubgraphDataSource(url, assertionKey, name, process.env.BENCH_FEDERATION_SHARE !== 'off'),
  ]),
);
process.env.APOLLO_TELEMETRY_DISABLED = 'true';
const apolloGateway = new ApolloGateway({
  supergraphSdl: SUPERGRAPH_SDL,
  buildService: ({ name }) => {
    const source = sources.get(name);
    if (!source) throw new Error(`no SUBGRAPH_${name.toUpperCase()}_URL`);
    return source;
  },
});
const singleFetch = serveSingleFetchPlans(apolloGateway);
const compiledShaping = installCompiledShaping();
let apiSchema: GraphQLSchema | undefined;
apolloGateway.onSchemaLoadOrUpdate(({ apiSchema: schema }) => {
  parseScalarsAsSubgraphsDo(schema);
  apiSchema = schema;
});
const limits: OperationLimits = {
  maxAliases: config.GRAPHQL_MAX_ALIASES,
  maxDepth: config.GRAPHQL_MAX_DEPTH,
  maxTokens: config.GRAPHQL_MAX_TOKENS,
  maxCost: config.GRAPHQL_MAX_COST,
  maxResponseBytes: config.GRAPHQL_MAX_RESPONSE_BYTES,
};
const apollo = new ApolloServer<RequestContext>({
  gateway: apolloGateway,
  introspection: config.GRAPHQL_INTROSPECTION,
  stopOnTerminationSignals: false,
  includeStacktraceInErrorResponses: false,
  formatError: maskUnexpectedErrors((error) => logger.error({ err: error }, 'unexpected GraphQL error')),
  parseOptions: { maxTokens: limits.maxTokens },
  stringifyResult: stringifyMeasuredResult,
  validationRules: limitValidationRules(limits),
  plugins: [
    operationGuardsPlugin(limits),
    admissionPlugin({
      supergraph: apolloGateway,
      documents: loadPersistedDocuments(),
      policy: { mode: config.TRUSTED_DOCUMENTS, clients: config.TRUSTED_DOCUMENTS_CLIENTS },
    }),
    landingPagePlugin(graphqlExplorer(config), config.APOLLO_GRAPH_REF),
  ],
  logger,
});
await apollo.start();
const accounts = sources.get('accounts');
if (!accounts) throw new Error('SUBGRAPH_ACCOUNTS_URL is required');
const bus = new LocalEventBus();
const gateway: Gateway = {
  apollo,
  dataSources: sources,
  singleFetch,
  compiledShaping,
  hearsAllEvents: false,
  remoteSubgraphs: [...sources.keys()],
  delegations: new AssertionReader(
    createPublicKey(assertionKey),
    (reason) => logger.warn({ reason }, 'gateway delegation rejected'),
    DELEGATION_AUDIENCE,
  ),
  maxResponseBytes: limits.maxResponseBytes,
  limits,
  sessions: new SessionResolver(new TokenVerifier(realmKeys(config)), accounts, bus, { cache: false }),
  apiSchema: () => {
    if (!apiSchema) throw new Error('Gateway schema not loaded');
    return apiSchema;
  },
};
const server = createServer(
  createGatewayApp(gateway, new Metrics(), {
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    rateLimit: {
      max: config.RATE_LIMIT_MAX,
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      store: new MemoryStore(),
    },
    logger,
    corsOrigins: corsOrigins(config),
    graphiql: false,
  }),
);
answerClientErrorsWithJson(server, graphqlErrorBody);
server.listen(PORT, '127.0.0.1');
