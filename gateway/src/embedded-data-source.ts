import { execute, parse, validate, specifiedRules, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { LRUCache } from 'lru-cache';

/**
 * Runs a subgraph in the gateway's process. Unlike @apollo/gateway's LocalGraphQLDataSource it
 * parses and validates each distinct subgraph query once (query plans repeat the same fetches), and
 * hands the gateway's request context to the subgraph as is: identity needs no header here.
 */
export class EmbeddedDataSource implements GraphQLDataSource {
  private readonly documents = new LRUCache<string, DocumentNode>({ max: 1000 });

  constructor(readonly schema: GraphQLSchema) {}

  async process({ request, context }: GraphQLDataSourceProcessOptions): Promise<GatewayGraphQLResponse> {
    const query = request.query ?? '';
    let document = this.documents.get(query);
    if (!document) {
      document = parse(query);
      const errors = validate(this.schema, document, specifiedRules);
      if (errors.length) return { errors: errors.map((e) => e.toJSON()) };
      this.documents.set(query, document);
    }
    const result = await execute({
      schema: this.schema,
      document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: context,
    });
    return result as GatewayGraphQLResponse;
  }
}
