import { describe, it, expect } from '@jest/globals';
import { OperationTypeNode, parse } from 'graphql';
import type { FetchNode, QueryPlan } from '@apollo/query-planner';
import { singleFetchOf } from './single-fetch-plan.js';

const planOf = (operation: string, extra: Record<string, unknown> = {}): QueryPlan => ({
  kind: 'QueryPlan',
  node: {
    kind: 'Fetch',
    serviceName: 'library',
    operation,
    operationName: undefined,
    operationKind: OperationTypeNode.QUERY,
    ...extra,
  },
});

describe('singleFetchOf', () => {
  const client = parse('query List($n: Int!) { tabs(limit: $n) { ...F } } fragment F on Tab { id title }');

  it('accepts a fetch that selects what the client selected (fragments expanded, arguments aside)', () => {
    expect(
      singleFetchOf(planOf('query List__library__0($n:Int!){tabs(limit:$n){id title}}'), client, 'List'),
    ).toBeDefined();
  });

  it('refuses a fetch whose shape differs from the client operation', () => {
    // The planner added a __typename the client did not ask for.
    expect(
      singleFetchOf(planOf('query L($n:Int!){tabs(limit:$n){__typename id title}}'), client, 'List'),
    ).toBeUndefined();
    // Another order of response keys.
    expect(
      singleFetchOf(planOf('query L($n:Int!){tabs(limit:$n){title id}}'), client, 'List'),
    ).toBeUndefined();
    // Introspection the gateway answers itself.
    const withIntrospection = parse('{ tabs(limit: 1) { id } __type(name: "Tab") { name } }');
    expect(singleFetchOf(planOf('{tabs(limit:1){id}}'), withIntrospection, undefined)).toBeUndefined();
  });

  it('refuses plans with anything to require, rewrite or merge', () => {
    const same = 'query L($n:Int!){tabs(limit:$n){id title}}';
    expect(singleFetchOf(planOf(same, { requires: [] }), client, 'List')).toBeUndefined();
    expect(
      singleFetchOf(
        planOf(same, { outputRewrites: [{ kind: 'KeyRenamer', path: ['a'], renameKeyTo: 'b' }] }),
        client,
        'List',
      ),
    ).toBeUndefined();
    const sequence: QueryPlan = {
      kind: 'QueryPlan',
      node: { kind: 'Sequence', nodes: [planOf(same).node as FetchNode] },
    };
    expect(singleFetchOf(sequence, client, 'List')).toBeUndefined();
  });

  it('leaves conditional fragments and differently conditioned duplicates to the gateway', () => {
    const conditional = parse(
      'query C($x: Boolean!) { tabs(limit: 1) { id ... @include(if: $x) { title } } }',
    );
    expect(
      singleFetchOf(
        planOf('query C($x:Boolean!){tabs(limit:1){id ... @include(if:$x){title}}}'),
        conditional,
        'C',
      ),
    ).toBeUndefined();
    const mixed = parse('query M($x: Boolean!) { tabs(limit: 1) { id id @include(if: $x) } }');
    expect(
      singleFetchOf(planOf('query M($x:Boolean!){tabs(limit:1){id id @include(if:$x)}}'), mixed, 'M'),
    ).toBeUndefined();
  });
});
