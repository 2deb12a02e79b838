import { describe, it, expect } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import {
  buildSchema,
  parse,
  validate,
  specifiedRules,
  typeFromAST,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { loadConfig } from '@platform/config';
import {
  costKey,
  limitValidationRules,
  listSizeVariables,
  operationCost,
  operationGuardsPlugin,
  stringifyMeasuredResult,
  type OperationLimits,
} from './operation-limits.js';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const config = loadConfig({});
const limits: OperationLimits = {
  maxAliases: config.GRAPHQL_MAX_ALIASES,
  maxDepth: config.GRAPHQL_MAX_DEPTH,
  maxTokens: config.GRAPHQL_MAX_TOKENS,
  maxCost: config.GRAPHQL_MAX_COST,
  maxResponseBytes: config.GRAPHQL_MAX_RESPONSE_BYTES,
};
/** The largest sizes any REST route lets a client ask for (page size; clipboard topics' per_group). */
const LARGEST: Record<string, number> = { limit: 1000, first: 1000, perGroup: 100 };

// Every named operation the REST APIs run (schema/operations/<api>/), against the schema it runs on.
// The clipboard's operations run on its own loopback-only /graphql (mfm serve), outside the gateway:
// they are held to the alias, depth and token limits here, not to the gateway's cost model (its
// topics' items are bounded by perGroup, an argument the generic list estimator cannot see).
const apis = [
  { folder: 'schema/operations/tabs/', schema: 'schema/api.graphql', costed: true },
  { folder: 'schema/operations/clipboard/', schema: 'schema/clipboard.graphql', costed: false },
];
const cases = apis.flatMap(({ folder, schema, costed }) => {
  const source = readdirSync(new URL(folder, root))
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => read(folder + file))
    .join('\n');
  const document = parse(source);
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.map((operation) => ({
    name: operation.name!.value,
    source,
    document,
    schema: buildSchema(read(schema), { assumeValidSDL: true }),
    operation,
    costed,
  }));
});

/** A value of a variable's type: page sizes at their largest, everything else minimal (required input fields only). */
function sampleValue(type: GraphQLInputType, name: string): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sampleValue(inner.ofType, name)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type, field.name)]));
  }
  if (isScalarType(inner) && ['Int', 'Float'].includes(inner.name)) return LARGEST[name] ?? 1;
  if (isScalarType(inner) && inner.name === 'Boolean') return false;
  return 'x';
}

const variablesOf = (schema: GraphQLSchema, operation: OperationDefinitionNode) =>
  Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sampleValue(typeFromAST(schema, v.type as never) as GraphQLInputType, v.variable.name.value),
    ]),
  );

describe('operation limits', () => {
  it('finds the REST operations', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    'keeps %s well under every limit, at the largest page a route allows',
    (_name, c) => {
      // Half of each limit: a REST route must never come near what a hostile client is refused.
      expect(() => parse(c.source, { maxTokens: Math.floor(limits.maxTokens / 2) })).not.toThrow();
      const half = {
        ...limits,
        maxAliases: Math.floor(limits.maxAliases / 2),
        maxDepth: Math.floor(limits.maxDepth / 2),
      };
      expect(
        validate(c.schema, c.document, [...specifiedRules, ...limitValidationRules(half)]).map(
          (e) => e.message,
        ),
      ).toEqual([]);
      if (!c.costed) return;
      const cost = operationCost(c.schema, c.document, c.name, variablesOf(c.schema, c.operation));
      expect(cost).toBeDefined();
      expect(cost!).toBeLessThanOrEqual(limits.maxCost / 2);
    },
  );

  it('multiplies list sizes by their limit and refuses aliases and depth beyond the limits', () => {
    const schema = buildSchema(
      'type Query { items(limit: Int): [Item!]! me: Item } type Item { id: ID name: String children(first: Int): [Item!]! }',
    );
    expect(operationCost(schema, parse('{ items(limit: 100) { id name } }'), undefined)).toBe(100 * 3);
    expect(
      operationCost(schema, parse('{ items(limit: 10) { children(first: 10) { id } } }'), undefined),
    ).toBe(10 * (1 + 10 * 2));
    const aliases = parse(`{ ${Array.from({ length: 31 }, (_, i) => `a${i}: me { id }`).join(' ')} }`);
    expect(validate(schema, aliases, limitValidationRules(limits))[0].message).toContain('Aliases limit');
    const deep = parse(`{ me { ${'children { '.repeat(12)} id ${'} '.repeat(12)} } }`);
    expect(validate(schema, deep, limitValidationRules(limits))[0].message).toContain('Query depth limit');
  });

  it('memoizes a cost by the variables it reads (limit, first) only, so a new position is no new cost walk', () => {
    const document = parse(
      'query Q($n: Int, $input: PointInput!, $first: Int) { items(limit: $n) { id children(first: $first) { id } } place(input: $input) }',
    );
    expect(listSizeVariables(document).sort()).toEqual(['first', 'n']);
    const key = (variables: Record<string, unknown>) => costKey(listSizeVariables(document), 'Q', variables);
    expect(key({ n: 5, first: 2, input: { lat: 1 } })).toBe(key({ n: 5, first: 2, input: { lat: 2 } }));
    expect(key({ n: 5, first: 2 })).not.toBe(key({ n: 50, first: 2 }));
    expect(key({ n: 5 })).not.toBe(key({ n: 5, first: 3 }));
  });

  describe('answer size', () => {
    /** Runs the guard's willSendResponse on one answer, as Apollo does before its HTTP layer serialises it. */
    async function guard(
      singleResult: Record<string, unknown>,
      maxResponseBytes = limits.maxResponseBytes,
      contextValue: object = {},
    ) {
      const hooks = await operationGuardsPlugin({ ...limits, maxResponseBytes }).requestDidStart!(
        {} as never,
      );
      const response = {
        body: { kind: 'single', singleResult },
        http: { status: undefined as number | undefined },
      };
      await hooks!.willSendResponse!({ response, contextValue } as never);
      return response;
    }
    // What Apollo's HTTP layer hands stringifyResult: the same fields, in a new object, in this order.
    const ordered = (result: Record<string, unknown>) =>
      ({ errors: result.errors, data: result.data, extensions: result.extensions }) as Parameters<
        typeof stringifyMeasuredResult
      >[0];

    it('sends the bytes it measured, the same as serialising the answer', async () => {
      const data = { tabs: [{ id: 1, title: 'a' }] };
      const result = { data };
      const response = await guard(result);
      const expected = `${JSON.stringify(ordered(result))}\n`;
      data.tabs[0]!.title = 'changed after measuring';
      // The measured serialisation is what goes out (a plugin after the guard does not touch data).
      expect(stringifyMeasuredResult(ordered(result))).toBe(expected);
      // Sent once: Apollo's response object lets go of the answer, and the bytes are forgotten.
      expect(response.body).toBeUndefined();
      expect(stringifyMeasuredResult(ordered(result))).toBe(`${JSON.stringify(ordered(result))}\n`);
      expect(stringifyMeasuredResult(ordered(result))).toContain('changed after measuring');
    });

    it('serialises again an answer whose errors or extensions were replaced since it was measured', async () => {
      const data = { tabs: [{ id: 1, title: 'a' }] };
      const result = { data };
      await guard(result);
      expect(stringifyMeasuredResult({ ...ordered(result), extensions: { late: true } })).toBe(
        `${JSON.stringify({ errors: undefined, data, extensions: { late: true } })}\n`,
      );
    });

    it('replaces an answer over the limit by RESPONSE_TOO_LARGE with 400, and leaves REST answers to the adapter', async () => {
      const big = { data: { text: 'x'.repeat(5000) } };
      const refused = await guard({ ...big }, 1024);
      expect(refused.http.status).toBe(400);
      expect(refused.body.singleResult).toEqual({
        errors: [expect.objectContaining({ extensions: { code: 'RESPONSE_TOO_LARGE' } })],
      });
      const rest = await guard({ ...big }, 1024, { answerSizedByCaller: true });
      expect(rest.http.status).toBeUndefined();
      expect(rest.body.singleResult).toEqual(big);
    });
  });
});
