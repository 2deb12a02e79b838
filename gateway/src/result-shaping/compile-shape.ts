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

// Read once: each name of the package's index is a getter, and the walk below is the hot path.
const assert: typeof federationInternals.assert = federationInternals.assert;
const {
  isCompositeType,
  isCustomScalarType,
  isListType,
  isNonNullType,
  isSubtype,
  isValidLeafValue,
  typenameFieldName,
  Variable,
} = federationInternals;

export type Variables = Record<string, unknown>;

/**
 * A value's type with the checks the walk makes decided once. `selected`: the field has a selection
 * set (a value already in the output is then completed, not kept as is).
 */
export type Shape = { selected: boolean } & (
  | { kind: 'nonNull'; type: Type; of: Shape }
  | { kind: 'list'; type: Type; of: Shape }
  | { kind: 'composite'; type: NamedType; steps: Step[] }
  | { kind: 'leaf'; type: NamedType; valid: (value: unknown) => boolean }
);

type Skip = ((variables: Variables) => boolean) | undefined;

export type Step =
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
export class SchemaFacts {
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

/** What compiling an operation found out about it as a whole. */
interface Compiling {
  schema: Schema;
  /** A response name `__proto__` (an alias may be one): such answers need objects without a prototype. */
  protoName: boolean;
}

function shapeOf(type: Type, selectionSet: SelectionSet | undefined, compiling: Compiling): Shape {
  const { schema } = compiling;
  const selected = selectionSet !== undefined;
  if (isNonNullType(type))
    return { selected, kind: 'nonNull', type, of: shapeOf(type.ofType, selectionSet, compiling) };
  if (isListType(type))
    return { selected, kind: 'list', type, of: shapeOf(type.ofType, selectionSet, compiling) };
  if (isCompositeType(type)) {
    assert(selectionSet, () => `Invalid empty selection set for composite type ${String(type)}`);
    return { selected, kind: 'composite', type, steps: stepsOf(selectionSet, compiling) };
  }
  return { selected, kind: 'leaf', type: type as NamedType, valid: leafCheck(schema, type as NamedType) };
}

function stepsOf(selectionSet: SelectionSet, compiling: Compiling): Step[] {
  const { schema } = compiling;
  return selectionSet.selections().map((selection): Step => {
    const skip = skipOf(selection, schema);
    if (selection.kind === 'FieldSelection') {
      const field = selection.element;
      const introspection = field.definition.isSchemaIntrospectionField();
      if (field.responseName() === '__proto__') compiling.protoName = true;
      return {
        kind: 'field',
        skip,
        responseName: field.responseName(),
        introspection: introspection ? selection : undefined,
        typename: field.name === typenameFieldName,
        // An introspection field's value comes from introspectionHandling, not from a shape.
        shape: introspection
          ? { selected: false, kind: 'leaf', type: schema.stringType(), valid: () => true }
          : shapeOf(field.definition.type!, selection.selectionSet, compiling),
      };
    }
    return {
      kind: 'fragment',
      skip,
      condition: selection.element.typeCondition,
      steps: stepsOf(selection.selectionSet, compiling),
    };
  });
}

/** An operation's selections compiled for its schema: what shape() walks instead of the operation. */
export interface CompiledShaper {
  schema: Schema;
  root: Step[];
  rootType: NamedType;
  facts: SchemaFacts;
  /**
   * Makes the answer's objects: plain ones, which JSON.stringify serialises faster (about 15% on
   * a nested answer), unless a response name is `__proto__`, which a plain object would take as
   * its prototype; Apollo makes every one without a prototype.
   */
  newObject: () => Record<string, unknown>;
}

export function compileShaper(operation: Operation): CompiledShaper {
  const schema = operation.schema();
  const rootType = schema.schemaDefinition.rootType(operation.rootKind);
  assert(rootType, () => `No ${operation.rootKind} root type`);
  const compiling: Compiling = { schema, protoName: false };
  const root = stepsOf(operation.selectionSet, compiling);
  const newObject = compiling.protoName ? () => Object.create(null) as Record<string, unknown> : () => ({});
  return { schema, root, rootType, facts: new SchemaFacts(schema), newObject };
}
