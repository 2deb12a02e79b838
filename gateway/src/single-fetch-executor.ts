import { createHash } from 'node:crypto';
import type { ApolloGateway, GraphQLDataSource } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { ERRORS, errorCodeDef } from '@apollo/federation-internals';
import type { FetchNode, QueryPlan } from '@apollo/query-planner';
import type { GatewayExecutionResult, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { singleFetchOf } from './single-fetch-plan.js';

type Executor = (requestContext: GatewayGraphQLRequestContext) => Promise<GatewayExecutionResult>;

/** The parts of ApolloGateway (2.14) this reaches into: its executor, plan cache and data sources. */
interface GatewayInternals {
  executor: Executor;
  queryPlanStore: { get(key: string): Promise<QueryPlan | undefined> };
  serviceMap: Record<string, { dataSource: GraphQLDataSource }>;
}

/**
 * Serves single-fetch plans (see singleFetchOf) with the subgraph's answer as the answer, skipping
 * Apollo's result shaping, which walks every field of the response again (the largest cost on a
 * 100-row list). Every other plan, and every plan the gateway has not planned yet, takes the
 * gateway's own path. Must be installed before the gateway is loaded (Apollo Server takes the
 * executor at start).
 */
export function serveSingleFetchPlans(gateway: ApolloGateway): void {
  const internals = gateway as unknown as GatewayInternals;
  const normal = internals.executor;
  const verdicts = new WeakMap<QueryPlan, FetchNode | null>();
  internals.executor = async (requestContext) => {
    const { request, queryHash, document } = requestContext;
    // The gateway's own plan-cache key (ApolloGateway.executor).
    const key = request.operationName ? createHash('sha256').update(queryHash).update(request.operationName).digest('hex') : queryHash;
    const plan = await internals.queryPlanStore.get(key);
    if (!plan) return normal(requestContext);
    let fetch = verdicts.get(plan);
    if (fetch === undefined) {
      fetch = singleFetchOf(plan, document, request.operationName) ?? null;
      verdicts.set(plan, fetch);
    }
    const source = fetch && internals.serviceMap[fetch.serviceName]?.dataSource;
    if (!fetch || !source) return normal(requestContext);
    return executeSingleFetch(fetch, source, requestContext);
  };
}

/** One fetch, as ApolloGateway's executeFetch sends it, and its errors as the gateway reports them. */
export async function executeSingleFetch(fetch: FetchNode, source: GraphQLDataSource, requestContext: GatewayGraphQLRequestContext): Promise<GatewayExecutionResult> {
  const provided = requestContext.request.variables ?? {};
  // The gateway checks the variables against the public schema before any fetch: so do we.
  const operation = requestContext.document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!requestContext.request.operationName || d.name?.value === requestContext.request.operationName),
  );
  if (operation?.kind === Kind.OPERATION_DEFINITION && operation.variableDefinitions?.length) {
    const { errors } = getVariableValues(requestContext.schema, operation.variableDefinitions, provided);
    if (errors) return { errors };
  }
  const variables: Record<string, unknown> = Object.create(null);
  for (const name of fetch.variableUsages ?? []) {
    if (Object.hasOwn(provided, name) && provided[name] !== undefined) variables[name] = provided[name];
  }
  const response = await source.process({
    kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION,
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
  const options = { originalError: original as Error, path: original.path, extensions: { ...original.extensions, serviceName } };
  const codeDef = errorCodeDef(original);
  if (!codeDef && original.extensions?.code) return new GraphQLError(message, options);
  return (codeDef ?? ERRORS.DOWNSTREAM_SERVICE_ERROR).err(message, options);
}
