// graphql-codegen plugin: the zod schemas of a subgraph's inputs, from its SDL and its @constraint rules
// (packages/subgraph-kit/src/constraint.directive.ts). The work is done by the kept plugin
// graphql-codegen-typescript-validation-schema; this wrapper gives it two things it lacks:
// - field arguments: each field with arguments, of Query/Mutation and of every other object type
//   (an entity's field such as Profile.matchingJobs(limit) is reached through a query too), becomes an
//   input type named as the typescript plugin names its argument type (MutationCreateTabArgs), so
//   arguments get schemas too, and `argumentSchemas` lists them by field coordinate
//   ("Mutation.createTab") for subgraph-kit;
// - item rules of string lists (@constraint(maxItemLength: n)): the item type becomes a scalar whose
//   schema is the String schema with that maximum, because the plugin applies rules to the list only;
// - schema types zod infers itself: the plugin's `z.ZodObject<Properties<T>>` annotations do not
//   type-check with zod 4 for nested optional inputs (their fields come out `unknown`), so they are left out
//   and each schema's type is zod's own (`z.infer<ReturnType<typeof CreateTabInputSchema>>`).
const { plugin: validationPlugin } = require('graphql-codegen-typescript-validation-schema');
const { convertFactory } = require('@graphql-codegen/visitor-plugin-common');
const { printSchemaWithDirectives } = require('@graphql-tools/utils');
const { Kind, buildASTSchema, parse, valueFromASTUntyped, visit } = require('graphql');

/** Subscription fields resolve through subscribe(), which subgraph-kit's argument check does not wrap. */
const UNCHECKED_TYPES = new Set(['Subscription']);

const constraintArgument = (node, name) => {
  const constraint = node.directives?.find((directive) => directive.name.value === 'constraint');
  const argument = constraint?.arguments?.find((arg) => arg.name.value === name);
  return argument ? valueFromASTUntyped(argument.value) : undefined;
};

/** `[String!]` with maxItemLength n → `[String_maxLength_n!]`, recording the scalar's schema. */
function itemRulesAsScalars(document, scalarSchemas) {
  const itemScalars = new Set();
  const withItemScalar = (type, scalar) => {
    if (type.kind === Kind.NAMED_TYPE)
      return type.name.value === 'String' ? { ...type, name: { kind: Kind.NAME, value: scalar } } : type;
    return { ...type, type: withItemScalar(type.type, scalar) };
  };
  const rewritten = visit(document, {
    InputValueDefinition(node) {
      const max = constraintArgument(node, 'maxItemLength');
      if (max === undefined) return undefined;
      const scalar = `String_maxLength_${max}`;
      itemScalars.add(scalar);
      scalarSchemas[scalar] =
        `${scalarSchemas.String ?? 'z.string()'}.max(${max}, 'must be at most ${max} characters')`;
      return { ...node, type: withItemScalar(node.type, scalar) };
    },
  });
  const scalars = [...itemScalars].map((name) => ({
    kind: Kind.SCALAR_TYPE_DEFINITION,
    name: { kind: Kind.NAME, value: name },
  }));
  return { ...rewritten, definitions: [...rewritten.definitions, ...scalars] };
}

/** One input type per object field with arguments; returns [coordinate, type name] pairs. */
function argumentInputs(document, convert) {
  const inputs = [];
  const coordinates = [];
  for (const definition of document.definitions) {
    const isObject =
      definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION;
    if (!isObject || UNCHECKED_TYPES.has(definition.name.value)) continue;
    for (const field of definition.fields ?? []) {
      if (!field.arguments?.length) continue;
      const name = convert(
        `${definition.name.value}${convert(field.name.value, { useTypesPrefix: false, useTypesSuffix: false })}Args`,
      );
      coordinates.push([`${definition.name.value}.${field.name.value}`, name]);
      inputs.push({
        kind: Kind.INPUT_OBJECT_TYPE_DEFINITION,
        name: { kind: Kind.NAME, value: name },
        fields: field.arguments,
      });
    }
  }
  return { inputs, coordinates };
}

module.exports = {
  plugin(schema, documents, config) {
    const scalarSchemas = { ...(config.scalarSchemas ?? {}) };
    const document = itemRulesAsScalars(parse(printSchemaWithDirectives(schema)), scalarSchemas);
    const { inputs, coordinates } = argumentInputs(document, convertFactory(config));
    const augmented = buildASTSchema(
      { ...document, definitions: [...document.definitions, ...inputs] },
      { assumeValidSDL: true },
    );
    const output = validationPlugin(augmented, documents, { ...config, scalarSchemas });
    const inferred = output.content
      .replace(/type Properties<T> = \{\n[^\n]*\n\};\n/, '')
      .replace(/\(\): z\.Zod(?:Object<Properties<\w+>>|Type<\w+>) \{/g, '() {');
    const index = coordinates.map(([coordinate, name]) => `  '${coordinate}': ${name}Schema,`);
    const content = `${inferred}\n\n/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */\nexport const argumentSchemas = {\n${index.join('\n')}\n};\n`;
    return { prepend: output.prepend, content };
  },
};
