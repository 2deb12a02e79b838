import { createRequire } from 'node:module';
import * as datasourceTypes from '@apollo/gateway/dist/datasources/types.js';
import * as federationInternals from '@apollo/federation-internals';
import * as executionValues from 'graphql/execution/values.js';

/**
 * What the single-fetch path (single-fetch-executor.ts) uses of @apollo/gateway, its query planner
 * and graphql-js beyond their public API, checked at start-up: a version that moved one of them
 * fails the start with the package's version named, instead of failing requests later.
 * docs/dependencies.md lists the same parts.
 */
const REACHED_AT_CONSTRUCTION = [
  ['executor', 'function'],
  ['queryPlanStore.get', 'function'],
  ['queryPlanStore.set', 'function'],
  ['serviceMap', 'object'],
  ['recursiveSelectionsLimitDisabled', 'boolean'],
  ['nonLocalSelectionsLimitDisabled', 'boolean'],
] as const;

/** Set by ApolloGateway once it has loaded the supergraph. */
const REACHED_AFTER_LOAD = [
  ['apiSchema', 'object'],
  ['queryPlanner.buildQueryPlan', 'function'],
] as const;

const MODULE_EXPORTS = [
  [
    '@apollo/gateway/dist/datasources/types.js',
    'GraphQLDataSourceRequestKind.INCOMING_OPERATION',
    'string',
    datasourceTypes,
  ],
  ['@apollo/federation-internals', 'operationFromDocument', 'function', federationInternals],
  ['@apollo/federation-internals', 'errorCodeDef', 'function', federationInternals],
  ['@apollo/federation-internals', 'ERRORS.DOWNSTREAM_SERVICE_ERROR.err', 'function', federationInternals],
  ['graphql/execution/values.js', 'getVariableValues', 'function', executionValues],
] as const;

const valueAt = (from: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]),
      from,
    );

const missingOf = (target: object, parts: ReadonlyArray<readonly [string, string]>, owner: string) =>
  parts
    .filter(([path, type]) => typeof valueAt(target, path) !== type)
    .map(([path, type]) => `${owner}.${path} (${type})`);

const versionOf = (name: string): string => {
  try {
    return (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
  } catch {
    return 'unknown';
  }
};

/** The parts missing of the ApolloGateway instance (`stage` says which are due) and of the modules, by name. */
export function missingSingleFetchInternals(gateway: object, stage: 'constructed' | 'loaded'): string[] {
  const parts = stage === 'constructed' ? REACHED_AT_CONSTRUCTION : REACHED_AFTER_LOAD;
  return [
    ...missingOf(gateway, parts, 'ApolloGateway'),
    ...MODULE_EXPORTS.filter(([, path, type, module]) => typeof valueAt(module, path) !== type).map(
      ([name, path, type]) => `${name}: ${path} (${type})`,
    ),
  ];
}

/** Throws, naming the installed versions, when a part the single-fetch path reaches into is missing. */
export function assertSingleFetchInternals(gateway: object, stage: 'constructed' | 'loaded'): void {
  const missing = missingSingleFetchInternals(gateway, stage);
  if (!missing.length) return;
  const versions = ['@apollo/gateway', '@apollo/query-planner', '@apollo/federation-internals', 'graphql']
    .map((name) => `${name} ${versionOf(name)}`)
    .join(', ');
  throw new Error(
    `The single-fetch path (gateway/src/single-fetch-executor.ts) needs internals this install lacks ` +
      `(${versions}): ${missing.join('; ')}. Pin the versions listed in docs/dependencies.md, or adapt the path to this version.`,
  );
}
