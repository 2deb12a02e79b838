import * as federationInternals from '@apollo/federation-internals';
import type {
  FieldSelection,
  NamedType,
  Operation,
  Schema,
  Selection,
  SelectionSet,
  Type,
} from '@apollo/federation-internals';
import type { GraphQLError } from 'graphql';

// Read once: each name of the package's index is a getter, and the walk below is the hot path.
const assert: typeof federationInternals.assert = federationInternals.assert;
const {
  ERRORS,
  isCompositeType,
  isCustomScalarType,
  isListType,
  isNonNullType,
  isObjectType,
  isSubtype,
  isValidLeafValue,
  typenameFieldName,
  Variable,
} = federationInternals;

type Variables = Record<string, unknown>;
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
 * A value's type with the checks the walk makes decided once. `selected`: the field has a selection
 * set (a value already in the output is then completed, not kept as is).
 */
type Shape = { selected: boolean } & (
  | { kind: 'nonNull'; type: Type; of: Shape }
  | { kind: 'list'; type: Type; of: Shape }
  | { kind: 'composite'; type: NamedType; steps: Step[] }
  | { kind: 'leaf'; type: NamedType; valid: (value: unknown) => boolean }
);

type Skip = ((variables: Variables) => boolean) | undefined;

type Step =
  | {
      kind: 'field';
      skip: Skip;
      responseName: string;
      /** __schema and __type: answered by the gateway's introspection, with this selection. */
      introspection?: FieldSelection;
      typename: boolean;
      shape: Shape;
    }
  | { kind: 'fragment'; skip: Skip; condition: NamedType | undefined; steps: Step[] };

/** Type lookups by name and subtype answers, asked of the schema once each. */
class SchemaFacts {
  private readonly byName = new Map<string, NamedType | undefined>();
  private readonly subtypes = new Map<NamedType, Map<NamedType, boolean>>();
  constructor(readonly schema: Schema) {}

  type(name: string): NamedType | undefined {
    let type = this.byName.get(name);
    if (type === undefined && !this.byName.has(name)) this.byName.set(name, (type = this.schema.type(name)));
    return type;
  }

  isSubtype(condition: NamedType, type: NamedType): boolean {
    let answers = this.subtypes.get(condition);
    if (!answers) this.subtypes.set(condition, (answers = new Map()));
    let answer = answers.get(type);
    if (answer === undefined) answers.set(type, (answer = isSubtype(condition, type)));
    return answer;
  }
}

/** resultShaping.js's ifValue: a literal, or a variable that must hold a boolean. */
/** The directive's `if` and how it prints (for the message of a bad variable). */
type IfDirective = { arguments(): { if: unknown } };

function ifValue(directive: IfDirective, variables: Variables): boolean {
  const ifArg = directive.arguments().if;
  if (ifArg instanceof Variable) {
    const value = variables[ifArg.name];
    assert(
      value !== undefined && typeof value === 'boolean',
      () => `Unexpected value ${String(value)} for variable ${String(ifArg)} of ${String(directive)}`,
    );
    return value as boolean;
  }
  return ifArg as boolean;
}

function skipOf(selection: Selection, schema: Schema): Skip {
  const skip = selection.element.appliedDirectivesOf(schema.skipDirective())[0];
  const include = selection.element.appliedDirectivesOf(schema.includeDirective())[0];
  if (!skip && !include) return undefined;
  return (variables) =>
    Boolean((skip && ifValue(skip, variables)) || (include && !ifValue(include, variables)));
}

function leafCheck(schema: Schema, type: NamedType): (value: unknown) => boolean {
  if (isCustomScalarType(type)) return () => true;
  const leaf = type as Parameters<typeof isValidLeafValue>[2];
  if (type === schema.stringType())
    return (value) => typeof value === 'string' || isValidLeafValue(schema, value, leaf);
  return (value) => isValidLeafValue(schema, value, leaf);
}

function shapeOf(type: Type, selectionSet: SelectionSet | undefined, schema: Schema): Shape {
  const selected = selectionSet !== undefined;
  if (isNonNullType(type))
    return { selected, kind: 'nonNull', type, of: shapeOf(type.ofType, selectionSet, schema) };
  if (isListType(type))
    return { selected, kind: 'list', type, of: shapeOf(type.ofType, selectionSet, schema) };
  if (isCompositeType(type)) {
    assert(selectionSet, () => `Invalid empty selection set for composite type ${String(type)}`);
    return { selected, kind: 'composite', type, steps: stepsOf(selectionSet, schema) };
  }
  return { selected, kind: 'leaf', type: type as NamedType, valid: leafCheck(schema, type as NamedType) };
}

function stepsOf(selectionSet: SelectionSet, schema: Schema): Step[] {
  return selectionSet.selections().map((selection): Step => {
    const skip = skipOf(selection, schema);
    if (selection.kind === 'FieldSelection') {
      const field = selection.element;
      const introspection = field.definition.isSchemaIntrospectionField();
      return {
        kind: 'field',
        skip,
        responseName: field.responseName(),
        introspection: introspection ? selection : undefined,
        typename: field.name === typenameFieldName,
        // An introspection field's value comes from introspectionHandling, not from a shape.
        shape: introspection
          ? { selected: false, kind: 'leaf', type: schema.stringType(), valid: () => true }
          : shapeOf(field.definition.type!, selection.selectionSet, schema),
      };
    }
    return {
      kind: 'fragment',
      skip,
      condition: selection.element.typeCondition,
      steps: stepsOf(selection.selectionSet, schema),
    };
  });
}

/** An operation's selections compiled for its schema: what shape() walks instead of the operation. */
export interface CompiledShaper {
  schema: Schema;
  root: Step[];
  rootType: NamedType;
  facts: SchemaFacts;
}

export function compileShaper(operation: Operation): CompiledShaper {
  const schema = operation.schema();
  const rootType = schema.schemaDefinition.rootType(operation.rootKind);
  assert(rootType, () => `No ${operation.rootKind} root type`);
  return { schema, root: stepsOf(operation.selectionSet, schema), rootType, facts: new SchemaFacts(schema) };
}

interface Walk {
  facts: SchemaFacts;
  variables: Variables;
  errors: GraphQLError[];
  introspectionHandling: ShapingInput['introspectionHandling'];
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
      const result = updateOutputValue(walk, outputValue, step.shape, inputValue, path, parentType);
      output[responseName] = result.updated;
      path.pop();
      if (result.isInvalid) return NULL_BUBBLE_UP;
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

interface Updated {
  updated: unknown;
  isInvalid?: boolean;
  hasErrors?: boolean;
}

/** resultShaping.js's updateOutputValue over a compiled shape: the same answers, errors and messages. */
function updateOutputValue(
  walk: Walk,
  outputValue: unknown,
  shape: Shape,
  inputValue: unknown,
  path: Path,
  parentType: NamedType,
): Updated {
  assert(inputValue !== undefined, 'Should not pass undefined for `inputValue` to this method');
  if (outputValue === null || (outputValue !== undefined && !shape.selected)) return { updated: outputValue };
  switch (shape.kind) {
    case 'nonNull': {
      const { updated, hasErrors } = updateOutputValue(
        walk,
        outputValue,
        shape.of,
        inputValue,
        path,
        parentType,
      );
      if (updated === null) {
        if (!hasErrors)
          walk.errors.push(
            ERRORS.INVALID_GRAPHQL.err(
              `Cannot return null for non-nullable ${describeLast(path, (shape.type as { ofType: Type }).ofType, parentType)}.`,
              { path: Array.from(path) },
            ),
          );
        return { updated, isInvalid: true, hasErrors: true };
      }
      return { updated };
    }
    case 'list': {
      if (inputValue === null) return { updated: null };
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
      const outputList =
        (outputValue as unknown[] | undefined) ?? new Array(inputValue.length).fill(undefined);
      assert(
        inputValue.length === outputList.length,
        () =>
          `[${String(inputValue)}].length (${inputValue.length}) !== [${String(outputList)}].length (${outputList.length})`,
      );
      let shouldNullify = false;
      let hasErrors = false;
      const updated = new Array(outputList.length);
      for (let index = 0; index < outputList.length; index++) {
        path.push(index);
        const element = updateOutputValue(
          walk,
          outputList[index],
          shape.of,
          inputValue[index],
          path,
          parentType,
        );
        path.pop();
        shouldNullify ||= !!element.isInvalid;
        hasErrors ||= !!element.hasErrors;
        updated[index] = element.updated;
      }
      return { updated: shouldNullify ? null : updated, hasErrors };
    }
    case 'composite': {
      if (inputValue === null) return { updated: null };
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
          walk.errors.push(
            ERRORS.INVALID_GRAPHQL.err(
              `Invalid __typename found for object at ${describeLast(path, shape.type, parentType)}.`,
              { path: Array.from(path) },
            ),
          );
          return { updated: null, hasErrors: true };
        }
        objectType = named;
      }
      const outputObject = (outputValue as Output | undefined) ?? (Object.create(null) as Output);
      const result = applySteps(walk, shape.steps, inputValue as Output, outputObject, path, objectType);
      const hasErrors = result === NULL_BUBBLE_UP;
      return { updated: hasErrors ? null : outputObject, hasErrors };
    }
    case 'leaf': {
      if (inputValue === null) return { updated: null };
      assert(
        outputValue === undefined,
        () => `Excepted output to be undefined but got ${String(shape.type)} for type ${String(shape.type)}`,
      );
      const valid = shape.valid(inputValue);
      if (!valid)
        walk.errors.push(
          ERRORS.INVALID_GRAPHQL.err(
            `Invalid value found for ${describeLast(path, shape.type, parentType)}.`,
            {
              path: Array.from(path),
            },
          ),
        );
      return { updated: valid ? inputValue : null, hasErrors: !valid };
    }
  }
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
  };
  const data = Object.create(null) as Output;
  const result = applySteps(walk, compiled.root, input, data, [], compiled.rootType);
  return { data: result === NULL_BUBBLE_UP ? null : data, errors: walk.errors };
}
