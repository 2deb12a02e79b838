import { createHash } from 'node:crypto';
import type { ApolloGateway, GraphQLDataSource } from '@apollo/gateway';
// Namespaces, not named imports: a version without one of these fails the start-up check
// (single-fetch-internals.ts) with its name, not the module loader with a bare SyntaxError.
import * as datasourceTypes from '@apollo/gateway/dist/datasources/types.js';
import * as federationInternals from '@apollo/federation-internals';
import type { Schema } from '@apollo/federation-internals';
import type { FetchNode, QueryPlan, QueryPlanner } from '@apollo/query-planner';
import type { GatewayExecutionResult, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { GraphQLError, Kind, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import * as executionValues from 'graphql/execution/values.js';
import { assertSingleFetchInternals } from './single-fetch-internals.js';
import { singleFetchOf } from './single-fetch-plan.js';

type Executor = (requestContext: GatewayGraphQLRequestContext) => Promise<GatewayExecutionResult>;

/** The parts of ApolloGateway (2.14) this reaches into: its executor, plan cache and data sources (checked at start, single-fetch-internals.ts). */
interface GatewayInternals {
  executor: Executor;
  queryPlanStore: {
    get(key: string): Promise<QueryPlan | undefined>;
    set(key: string, plan: QueryPlan): Promise<void>;
  };
  queryPlanner: QueryPlanner;
  apiSchema: Schema;
  serviceMap: Record<string, { dataSource: GraphQLDataSource }>;
  recursiveSelectionsLimitDisabled: boolean;
  nonLocalSelectionsLimitDisabled: boolean;
}

/** The gateway's plan for the request: from its cache, or planned and cached as ApolloGateway.executor does. */
async function planFor(
  internals: GatewayInternals,
  requestContext: GatewayGraphQLRequestContext,
): Promise<QueryPlan> {
  const { request, queryHash, document } = requestContext;
  const key = request.operationName
    ? createHash('sha256').update(queryHash).update(request.operationName).digest('hex')
    : queryHash;
  const cached = await internals.queryPlanStore.get(key);
  if (cached) return cached;
  const operation = federationInternals.operationFromDocument(internals.apiSchema, document, {
    operationName: request.operationName ?? undefined,
  });
  const plan = internals.queryPlanner.buildQueryPlan(operation, {
    recursiveSelectionsLimitDisabled: internals.recursiveSelectionsLimitDisabled,
    nonLocalSelectionsLimitDisabled: internals.nonLocalSelectionsLimitDisabled,
  });
  await internals.queryPlanStore.set(key, plan);
  return plan;
}

/** The single-fetch path's switch (on unless turned off), how many requests it has served, and how many plans it has judged. */
export interface SingleFetchPlans {
  enabled: boolean;
  served: number;
  judged: number;
}

/**
 * Serves single-fetch plans (see singleFetchOf) with the subgraph's answer as the answer, skipping
 * Apollo's result shaping, which walks every field of the response again (the largest cost on a
 * 100-row list). Every other plan takes the gateway's own path. Plans are made and cached as the
 * gateway makes them, in its own plan cache. Must be installed before the gateway is loaded (Apollo Server takes the
 * executor at start).
 *
 * The verdict is kept per parsed document and operation name: Apollo Server hands every request
 * with the same query text the one document it parsed and validated (its document cache, dropped
 * with the schema), so a repeated operation neither hashes its key nor awaits the plan cache here;
 * a plan of several fetches goes straight to the gateway, which looks its plan up once.
 */
export function serveSingleFetchPlans(gateway: ApolloGateway): SingleFetchPlans {
  assertSingleFetchInternals(gateway, 'constructed');
  const internals = gateway as unknown as GatewayInternals;
  const normal = internals.executor;
  const verdicts = new WeakMap<QueryPlan, FetchNode | null>();
  const byDocument = new WeakMap<DocumentNode, Map<string, FetchNode | null>>();
  const state: SingleFetchPlans = { enabled: true, served: 0, judged: 0 };
  internals.executor = async (requestContext) => {
    if (!state.enabled) return normal(requestContext);
    const { request, document } = requestContext;
    let known = byDocument.get(document);
    let fetch = known?.get(request.operationName ?? '');
    if (fetch === undefined) {
      let plan: QueryPlan;
      try {
        plan = await planFor(internals, requestContext);
      } catch {
        // An operation the planner refuses: the gateway's path reports it its own way.
        return normal(requestContext);
      }
      fetch = verdicts.get(plan);
      if (fetch === undefined) {
        fetch = singleFetchOf(plan, document, request.operationName) ?? null;
        verdicts.set(plan, fetch);
      }
      state.judged++;
      if (!known) byDocument.set(document, (known = new Map()));
      known.set(request.operationName ?? '', fetch);
    }
    const source = fetch && internals.serviceMap[fetch.serviceName]?.dataSource;
    if (!fetch || !source) return normal(requestContext);
    state.served++;
    return executeSingleFetch(fetch, source, requestContext);
  };
  return state;
}

/** One fetch, as ApolloGateway's executeFetch sends it, and its errors as the gateway reports them. */
export async function executeSingleFetch(
  fetch: FetchNode,
  source: GraphQLDataSource,
  requestContext: GatewayGraphQLRequestContext,
): Promise<GatewayExecutionResult> {
  const provided = requestContext.request.variables ?? {};
  // The gateway checks the variables against the public schema before any fetch: so do we.
  const operation = requestContext.document.definitions.find(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      (!requestContext.request.operationName || d.name?.value === requestContext.request.operationName),
  );
  if (operation?.kind === Kind.OPERATION_DEFINITION && operation.variableDefinitions?.length) {
    const { errors } = executionValues.getVariableValues(
      requestContext.schema,
      operation.variableDefinitions,
      provided,
    );
    if (errors) return { errors };
  }
  const variables: Record<string, unknown> = Object.create(null);
  for (const name of fetch.variableUsages ?? []) {
    if (Object.hasOwn(provided, name) && provided[name] !== undefined) variables[name] = provided[name];
  }
  const response = await source.process({
    kind: datasourceTypes.GraphQLDataSourceRequestKind.INCOMING_OPERATION,
    request: { query: fetch.operation, variables, operationName: fetch.operationName },
    incomingRequestContext: requestContext,
    context: requestContext.context,
    document: fetch.operationDocumentNode,
    pathInIncomingRequest: [],
  });
  const data = response.data ?? null;
  if (!response.errors?.length) return { data };
  return { data, errors: response.errors.map((error) => downstreamError(error, fetch.serviceName)) };
}

/** @apollo/gateway's downstreamServiceError for a fetch at the root (the error's path stays as is). */
function downstreamError(original: GraphQLFormattedError, serviceName: string): GraphQLError {
  const message = original.message || `Error while fetching subquery from service "${serviceName}"`;
  const options = {
    originalError: original as Error,
    path: original.path,
    extensions: { ...original.extensions, serviceName },
  };
  const codeDef = federationInternals.errorCodeDef(original);
  if (!codeDef && original.extensions?.code) return new GraphQLError(message, options);
  return (codeDef ?? federationInternals.ERRORS.DOWNSTREAM_SERVICE_ERROR).err(message, options);
}
