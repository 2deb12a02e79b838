import * as federationInternals from '@apollo/federation-internals';
import type { FieldSelection, NamedType, Operation, Type } from '@apollo/federation-internals';
import type { GraphQLError } from 'graphql';
import type { CompiledShaper, SchemaFacts, Shape, Step, Variables } from './compile-shape.js';

// Read once: each name of the package's index is a getter, and the walk below is the hot path.
const assert: typeof federationInternals.assert = federationInternals.assert;
const { ERRORS, isCompositeType, isObjectType, typenameFieldName } = federationInternals;

type Path = Array<string | number>;
type Output = Record<string, unknown>;

/** What @apollo/gateway's computeResponse is given and gives back (gateway 2.14, dist/resultShaping.js). */
export interface ShapingInput {
  operation: Operation;
  variables?: Variables;
  input: Output | null | undefined;
  introspectionHandling: (selection: FieldSelection) => unknown;
}
export interface ShapingResult {
  data: Output | null | undefined;
  errors: GraphQLError[];
}

/**
 * Apollo's updateOutputValue answers `{ updated, isInvalid, hasErrors }` for every value; here the
 * value is returned and the two flags are left in `walk.flags` for the caller to read at once, so
 * a 100-field answer does not leave 100 such objects for the garbage collector.
 */
const INVALID = 1;
const HAS_ERRORS = 2;

interface Walk {
  facts: SchemaFacts;
  variables: Variables;
  errors: GraphQLError[];
  introspectionHandling: ShapingInput['introspectionHandling'];
  newObject: () => Output;
  flags: number;
}

const OK = 0;
const NULL_BUBBLE_UP = 1;

function describeLast(path: Path, currentType: Type, parentType: NamedType): string {
  const element = path[path.length - 1];
  assert(element !== undefined, 'Should not have been called on an empty path');
  return typeof element === 'string'
    ? `field ${String(parentType)}.${element}`
    : `array element of type ${String(currentType)} at index ${element}`;
}

function invalidGraphQL(walk: Walk, message: string, path: Path): void {
  walk.errors.push(ERRORS.INVALID_GRAPHQL.err(message, { path: Array.from(path) }));
}

function typeConditionApplies(
  facts: SchemaFacts,
  condition: NamedType | undefined,
  typename: unknown,
  parentType: NamedType,
): boolean {
  if (!condition) return true;
  if (typename) {
    const type = facts.type(typename as string);
    return !!type && facts.isSubtype(condition, type);
  }
  return facts.isSubtype(condition, parentType);
}

/** resultShaping.js's applySelectionSet over compiled steps. */
function applySteps(
  walk: Walk,
  steps: Step[],
  input: Output,
  output: Output,
  path: Path,
  parentType: NamedType,
): number {
  for (const step of steps) {
    if (step.skip?.(walk.variables)) continue;
    if (step.kind === 'field') {
      const responseName = step.responseName;
      const outputValue = output[responseName];
      if (step.introspection) {
        if (outputValue === undefined) output[responseName] = walk.introspectionHandling(step.introspection);
        continue;
      }
      let inputValue = (Object.hasOwn(input, responseName) ? input[responseName] : undefined) ?? null;
      if (step.typename) {
        if (outputValue === undefined) {
          if (inputValue === null && responseName !== typenameFieldName)
            inputValue = input[typenameFieldName] ?? null;
          const type =
            inputValue !== null && typeof inputValue === 'string'
              ? (walk.facts.type(inputValue) ?? parentType)
              : parentType;
          if (!isObjectType(type)) return NULL_BUBBLE_UP;
          output[responseName] = type.name;
        }
        continue;
      }
      path.push(responseName);
      output[responseName] = update(walk, outputValue, step.shape, inputValue, path, parentType);
      path.pop();
      if (walk.flags & INVALID) return NULL_BUBBLE_UP;
    } else {
      const typename = input[typenameFieldName];
      assert(
        !typename || typeof typename === 'string',
        () => `Got unexpected value for __typename: ${String(typename)}`,
      );
      if (typeConditionApplies(walk.facts, step.condition, typename, parentType)) {
        const result = applySteps(walk, step.steps, input, output, path, step.condition ?? parentType);
        if (result === NULL_BUBBLE_UP) return NULL_BUBBLE_UP;
      }
    }
  }
  return OK;
}

/**
 * resultShaping.js's updateOutputValue over a compiled shape: the same values, errors, messages
 * and assertion failures. Returns the value; leaves INVALID and HAS_ERRORS in `walk.flags`.
 */
function update(
  walk: Walk,
  outputValue: unknown,
  shape: Shape,
  inputValue: unknown,
  path: Path,
  parentType: NamedType,
): unknown {
  assert(inputValue !== undefined, 'Should not pass undefined for `inputValue` to this method');
  walk.flags = 0;
  if (outputValue === null || (outputValue !== undefined && !shape.selected)) return outputValue;
  if (shape.kind === 'nonNull') {
    const updated = update(walk, outputValue, shape.of, inputValue, path, parentType);
    if (updated !== null) return ((walk.flags = 0), updated);
    if (!(walk.flags & HAS_ERRORS)) {
      const inner = (shape.type as { ofType: Type }).ofType;
      invalidGraphQL(
        walk,
        `Cannot return null for non-nullable ${describeLast(path, inner, parentType)}.`,
        path,
      );
    }
    walk.flags = INVALID | HAS_ERRORS;
    return null;
  }
  if (inputValue === null) return null;
  switch (shape.kind) {
    case 'list':
      return updateList(walk, outputValue, shape, inputValue, path, parentType);
    case 'composite':
      return updateObject(walk, outputValue, shape, inputValue, path, parentType);
    case 'leaf': {
      const valid = shape.valid(inputValue);
      if (valid) return inputValue;
      invalidGraphQL(walk, `Invalid value found for ${describeLast(path, shape.type, parentType)}.`, path);
      walk.flags = HAS_ERRORS;
      return null;
    }
  }
}

function updateList(
  walk: Walk,
  outputValue: unknown,
  shape: Extract<Shape, { kind: 'list' }>,
  inputValue: unknown,
  path: Path,
  parentType: NamedType,
): unknown[] | null {
  assert(
    Array.isArray(inputValue),
    () =>
      `Invalid non-list value ${String(inputValue)} returned by subgraph for list type ${String(shape.type)}`,
  );
  assert(
    outputValue === undefined || Array.isArray(outputValue),
    () =>
      `Invalid non-list value ${String(outputValue)} returned by subgraph for list type ${String(shape.type)}`,
  );
  const outputList = (outputValue as unknown[] | undefined) ?? new Array(inputValue.length).fill(undefined);
  assert(
    inputValue.length === outputList.length,
    () =>
      `[${String(inputValue)}].length (${inputValue.length}) !== [${String(outputList)}].length (${outputList.length})`,
  );
  let flags = 0;
  const updated = new Array(outputList.length);
  for (let index = 0; index < outputList.length; index++) {
    path.push(index);
    updated[index] = update(walk, outputList[index], shape.of, inputValue[index], path, parentType);
    path.pop();
    flags |= walk.flags;
  }
  // Apollo's list answers whether an element had errors, never that the list itself is invalid.
  walk.flags = flags & HAS_ERRORS;
  return flags & INVALID ? null : updated;
}

function updateObject(
  walk: Walk,
  outputValue: unknown,
  shape: Extract<Shape, { kind: 'composite' }>,
  inputValue: unknown,
  path: Path,
  parentType: NamedType,
): Output | null {
  assert(
    typeof inputValue === 'object',
    () =>
      `Invalid non-object value ${String(inputValue)} returned by subgraph for composite type ${String(shape.type)}`,
  );
  assert(
    outputValue === undefined || typeof outputValue === 'object',
    () =>
      `Invalid non-object value ${String(inputValue)} returned by subgraph for composite type ${String(shape.type)}`,
  );
  const inputTypename = (inputValue as Output)[typenameFieldName];
  assert(
    inputTypename === undefined || typeof inputTypename === 'string',
    () => `Invalid non-string value ${String(inputTypename)} for __typename at ${String(path)}`,
  );
  let objectType = shape.type;
  if (inputTypename) {
    const named = walk.facts.type(inputTypename);
    if (!named || !isCompositeType(named)) {
      invalidGraphQL(
        walk,
        `Invalid __typename found for object at ${describeLast(path, shape.type, parentType)}.`,
        path,
      );
      walk.flags = HAS_ERRORS;
      return null;
    }
    objectType = named;
  }
  const outputObject = (outputValue as Output | undefined) ?? walk.newObject();
  const result = applySteps(walk, shape.steps, inputValue as Output, outputObject, path, objectType);
  walk.flags = result === NULL_BUBBLE_UP ? HAS_ERRORS : 0;
  return result === NULL_BUBBLE_UP ? null : outputObject;
}

/** @apollo/gateway's computeResponse, walking `compiled` (made from an operation of the same document). */
export function shape(
  compiled: CompiledShaper,
  { operation, variables, input, introspectionHandling }: ShapingInput,
): ShapingResult {
  if (!input) return { data: input, errors: [] };
  const walk: Walk = {
    facts: compiled.facts,
    variables: { __proto__: null, ...operation.collectDefaultedVariableValues(), ...variables } as Variables,
    errors: [],
    introspectionHandling,
    newObject: compiled.newObject,
    flags: 0,
  };
  const data = compiled.newObject();
  const result = applySteps(walk, compiled.root, input, data, [], compiled.rootType);
  return { data: result === NULL_BUBBLE_UP ? null : data, errors: walk.errors };
}
