import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** ISO 8601 timestamps; accepts Date objects and ISO strings from resolvers. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO 8601 timestamp in UTC',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return new Date(ast.value);
  },
});

/** A JSON object (for example entity type → values); output only. */
export const JSONObject = new GraphQLScalarType({
  name: 'JSONObject',
  description: 'A JSON object',
  serialize: (value) => (value && typeof value === 'object' ? value : {}),
  parseValue(value) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new GraphQLError('JSONObject must be an object');
    return value;
  },
  parseLiteral() {
    throw new GraphQLError('JSONObject is accepted through variables only');
  },
});
