import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literal(field.value)]));
    case Kind.LIST:
      return node.values.map(literal);
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    default:
      return null;
  }
}

const asObject = (value: unknown) => {
  // Peer exports may be plain arrays (the `mfm export` shape), so arrays pass too.
  if (value === null || typeof value !== 'object')
    throw new TypeError('JSONObject must be an object or array');
  return value;
};

/** A JSON object passed through as is (settings, peer exports); its content is validated by zod downstream. */
export const JSONObjectScalar = new GraphQLScalarType({
  name: 'JSONObject',
  serialize: asObject,
  parseValue: asObject,
  parseLiteral: (node) => asObject(literal(node)),
});
