import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ApolloGateway } from '@apollo/gateway';
import { assertSingleFetchInternals, missingSingleFetchInternals } from './single-fetch-internals.js';

const supergraphSdl = readFileSync(new URL('../../schema/supergraph.graphql', import.meta.url), 'utf8');
const gatewayVersion = (createRequire(import.meta.url)('@apollo/gateway/package.json') as { version: string })
  .version;

describe('the start-up check of the internals the single-fetch path uses', () => {
  it('finds every part on the installed gateway, constructed and then loaded', async () => {
    const gateway = new ApolloGateway({ supergraphSdl });
    expect(missingSingleFetchInternals(gateway, 'constructed')).toEqual([]);
    // Not loaded yet: the planner and the API schema are due only after the load.
    expect(missingSingleFetchInternals(gateway, 'loaded')).toEqual([
      'ApolloGateway.apiSchema (object)',
      'ApolloGateway.queryPlanner.buildQueryPlan (function)',
    ]);
    await gateway.load();
    try {
      expect(missingSingleFetchInternals(gateway, 'loaded')).toEqual([]);
      expect(() => assertSingleFetchInternals(gateway, 'loaded')).not.toThrow();
    } finally {
      await gateway.stop();
    }
  });

  it('fails naming the missing part and the installed version of @apollo/gateway', () => {
    const gateway = new ApolloGateway({ supergraphSdl });
    const moved = Object.assign(Object.create(gateway) as object, { queryPlanStore: undefined });
    expect(() => assertSingleFetchInternals(moved, 'constructed')).toThrow(
      `@apollo/gateway ${gatewayVersion}`,
    );
    expect(() => assertSingleFetchInternals(moved, 'constructed')).toThrow(
      'ApolloGateway.queryPlanStore.get (function); ApolloGateway.queryPlanStore.set (function)',
    );
  });
});
