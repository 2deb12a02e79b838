import { isScalarType, type GraphQLSchema } from 'graphql';
import { SUPERGRAPH_SCALARS } from '@platform/subgraph-kit';

/**
 * Gives the gateway's API schema the subgraphs' own parsing of the custom scalars. A schema built from
 * supergraph SDL knows only their names and takes any value for them, so a variable that is no
 * DateTime or no JSON object passed the gateway's variable check and failed inside the subgraph,
 * where it surfaced as an internal error. With the parsers here it is refused before planning, like
 * a wrong built-in type: 400 BAD_USER_INPUT (a literal: GRAPHQL_VALIDATION_FAILED). Serialisation
 * stays the subgraphs' alone: only parsing is set, and the values the gateway coerces are used only to
 * check; subgraphs receive the variables as the client sent them.
 */
export function parseScalarsAsSubgraphsDo(schema: GraphQLSchema): void {
  for (const scalar of SUPERGRAPH_SCALARS) {
    const type = schema.getType(scalar.name);
    if (isScalarType(type))
      Object.assign(type, { parseValue: scalar.parseValue, parseLiteral: scalar.parseLiteral });
  }
}
