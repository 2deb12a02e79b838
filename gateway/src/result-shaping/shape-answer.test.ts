import { describe, it, expect } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import {
  Supergraph,
  isCompositeType,
  isEnumType,
  isListType,
  isNonNullType,
  operationFromDocument,
  possibleRuntimeTypes,
  type CompositeType,
  type FieldSelection,
  type NamedType,
  type Operation,
  type Schema,
  type SelectionSet,
  type Type,
} from '@apollo/federation-internals';
import { Kind, parse } from 'graphql';
import { compileShaper } from './compile-shape.js';
import { shape, type ShapingInput, type ShapingResult } from './shape-answer.js';
import { apolloComputeResponse } from './install.js';

// Apollo's computeResponse and the compiled shaper are given the same answers, for every operation
// of schema/operations/ (the mfm tool's own graph aside): answers as subgraphs send them, and
// answers with what subgraphs get wrong (nulls where the schema says non-null, missing fields,
// values of the wrong type, unknown or unexpected __typename). Both must produce the same JSON text
// (key order included), the same errors with the same paths, or throw the same message.
const SCHEMA_DIR = new URL('../../../schema/', import.meta.url);
const PRODUCTS = ['tabs', 'cards', 'game', 'hunter', 'resume'];
const ANSWERS_PER_OPERATION = 40;

const apiSchema: Schema = Supergraph.build(
  readFileSync(new URL('supergraph.graphql', SCHEMA_DIR), 'utf8'),
).apiSchema();

function operationsOf(product: string): Array<{ name: string; operation: Operation }> {
  const dir = new URL(`operations/${product}/`, SCHEMA_DIR);
  const text = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(new URL(file, dir), 'utf8'))
    .join('\n');
  const document = parse(text);
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.operation !== 'subscription'
      ? [
          {
            name: `${product}/${definition.name!.value}`,
            operation: operationFromDocument(apiSchema, document, { operationName: definition.name!.value }),
          },
        ]
      : [],
  );
}

/** mulberry32: the same answers on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Generates subgraph answers for an operation; `faults` is how often one goes wrong. */
function answers(rand: () => number, faults: number) {
  const chance = (p: number) => rand() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

  function leaf(type: NamedType): unknown {
    if (chance(faults)) return pick([1.5, 'text', true, 7, 'NOT_A_VALUE', { object: 1 }]);
    if (isEnumType(type)) return pick(type.values).name;
    switch (type.name) {
      case 'Int':
        return Math.floor(rand() * 100);
      case 'Float':
        return rand() * 100;
      case 'Boolean':
        return chance(0.5);
      case 'ID':
        return chance(0.5) ? 'id-1' : 42;
      default:
        return `value-${Math.floor(rand() * 10)}`;
    }
  }

  function value(type: Type, selectionSet: SelectionSet | undefined, depth: number): unknown {
    if (chance(faults)) return null;
    if (isNonNullType(type)) return value(type.ofType, selectionSet, depth);
    if (isListType(type))
      return Array.from({ length: depth > 4 ? 0 : Math.floor(rand() * 3) }, () =>
        value(type.ofType, selectionSet, depth + 1),
      );
    if (isCompositeType(type)) return object(type, selectionSet!, depth + 1);
    return leaf(type as NamedType);
  }

  function object(type: CompositeType, selectionSet: SelectionSet, depth: number): Record<string, unknown> {
    const runtime = possibleRuntimeTypes(type);
    const typename = chance(faults / 2) ? pick(['Nope', 'Query', type.name]) : pick(runtime)?.name;
    const result: Record<string, unknown> =
      typename && (runtime.length > 1 || chance(0.5)) ? { __typename: typename } : {};
    fill(result, selectionSet, depth);
    return result;
  }

  function fill(result: Record<string, unknown>, selectionSet: SelectionSet, depth: number): void {
    for (const selection of selectionSet.selections()) {
      if (selection.kind === 'FragmentSelection') {
        if (chance(0.8)) fill(result, selection.selectionSet, depth);
        continue;
      }
      const field = (selection as FieldSelection).element;
      if (field.definition.isSchemaIntrospectionField() || chance(faults / 2)) continue;
      const name = field.responseName();
      if (field.name === '__typename') {
        if (chance(0.3)) result[name] = pick(['Query', 'Nope', String(field.definition.parent)]);
        continue;
      }
      result[name] = value(field.definition.type!, selection.selectionSet, depth);
    }
  }

  return (operation: Operation): Record<string, unknown> =>
    object(operation.schema().schemaDefinition.rootType(operation.rootKind)!, operation.selectionSet, 0);
}

/** What a shaping produced, as the client would see it: the JSON text and the errors, or what it threw. */
function outcome(run: () => ShapingResult): unknown {
  try {
    const { data, errors } = run();
    return {
      json: JSON.stringify(data),
      errors: errors.map((error) => ({
        message: error.message,
        path: error.path,
        code: error.extensions.code,
      })),
    };
  } catch (error) {
    return { threw: (error as Error).message };
  }
}

const introspectionHandling = (selection: FieldSelection) => ({
  introspected: selection.element.responseName(),
});

describe("the compiled result shaper against Apollo's computeResponse", () => {
  const operations = PRODUCTS.flatMap(operationsOf);

  it('reads every operation of schema/operations/', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('keeps a field aliased __proto__, as Apollo does', () => {
    const operation = operationFromDocument(
      apiSchema,
      parse('{ __proto__: me { id } me { __proto__: id } }'),
    );
    const answer = () =>
      JSON.parse('{"__proto__": {"id": 1}, "me": {"__proto__": 2}}') as Record<string, unknown>;
    const given = (): ShapingInput => ({ operation, input: answer(), introspectionHandling });
    const ours = outcome(() => shape(compileShaper(operation), given()));
    expect(ours).toEqual(outcome(() => apolloComputeResponse(given())));
    expect(ours).toEqual({ json: '{"__proto__":{"id":1},"me":{"__proto__":2}}', errors: [] });
  });

  it.each([
    ['well-formed answers', 0],
    ['answers with faults', 0.08],
  ])('gives the same answer, errors and failures as Apollo for %s', (_kind, faults) => {
    let compared = 0;
    const differing: string[] = [];
    for (const [index, { name, operation }] of operations.entries()) {
      const rand = random(index + 1);
      const answerOf = answers(rand, faults);
      const compiled = compileShaper(operation);
      for (let round = 0; round < ANSWERS_PER_OPERATION; round++) {
        const input = answerOf(operation);
        const variables = Object.fromEntries(
          operation.variableDefinitions
            .definitions()
            .map((definition) => [definition.variable.name, rand() < 0.5]),
        );
        const given = (): ShapingInput => ({
          operation,
          variables,
          input: structuredClone(input),
          introspectionHandling,
        });
        const theirs = outcome(() => apolloComputeResponse(given()));
        const ours = outcome(() => shape(compiled, given()));
        compared++;
        if (JSON.stringify(ours) !== JSON.stringify(theirs)) differing.push(`${name} round ${round}`);
        else if (differing.length === 0) expect(ours).toEqual(theirs);
      }
    }
    expect(differing).toEqual([]);
    expect(compared).toBe(operations.length * ANSWERS_PER_OPERATION);
  });
});
