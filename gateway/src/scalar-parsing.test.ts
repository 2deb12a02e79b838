import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  buildSchema,
  getVariableValues,
  isScalarType,
  isSpecifiedScalarType,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { SUPERGRAPH_SCALARS } from '@platform/subgraph-kit';
import { parseScalarsAsSubgraphsDo } from './scalar-parsing.js';

const apiSchema = () =>
  buildSchema(readFileSync(new URL('../../schema/api.graphql', import.meta.url), 'utf8'));

describe('the gateway parses custom scalars as the subgraphs do', () => {
  it('has a parser for every custom scalar of the API schema', () => {
    const custom = Object.values(apiSchema().getTypeMap())
      .filter((type) => isScalarType(type) && !isSpecifiedScalarType(type))
      .map((type) => type.name);
    expect(SUPERGRAPH_SCALARS.map((scalar) => scalar.name).sort()).toEqual(custom.sort());
  });

  it('refuses a wrong-shaped variable once set, and takes it before', () => {
    const schema = apiSchema();
    const operation = parse('query($end: DateTime, $resume: JSONObject) { __typename }')
      .definitions[0] as OperationDefinitionNode;
    const bad = { end: 'yesterday', resume: 'nope' };
    expect(getVariableValues(schema, operation.variableDefinitions!, bad).errors).toBeUndefined();
    parseScalarsAsSubgraphsDo(schema);
    expect(
      getVariableValues(schema, operation.variableDefinitions!, bad).errors?.map((error) => error.message),
    ).toEqual([
      expect.stringContaining('DateTime must be an ISO 8601 string'),
      expect.stringContaining('JSONObject must be an object'),
    ]);
    expect(
      getVariableValues(schema, operation.variableDefinitions!, { end: '2026-01-01T00:00:00Z', resume: {} })
        .errors,
    ).toBeUndefined();
  });
});
