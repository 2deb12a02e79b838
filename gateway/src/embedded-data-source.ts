import { parse, validate, specifiedRules, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { LRUCache } from 'lru-cache';

/**
 * Runs a subgraph in the gateway's process. Unlike @apollo/gateway's LocalGraphQLDataSource it
 * parses, validates and compiles (graphql-jit) each distinct subgraph query once (query plans repeat
 * the same fetches, so a compiled executor pays for itself from the second request), and hands the
 * gateway's request context to the subgraph as is: identity needs no header here.
 */
export class EmbeddedDataSource implements GraphQLDataSource {
  private readonly compiled = new LRUCache<string, CompiledQuery>({ max: 1000 });

  /** `subgraph.schema` is read at the first request, so an embedded subgraph's schema is built only once it is called. */
  constructor(private readonly subgraph: { readonly schema: GraphQLSchema }) {}

  get schema(): GraphQLSchema {
    return this.subgraph.schema;
  }

  async process({ request, context }: GraphQLDataSourceProcessOptions): Promise<GatewayGraphQLResponse> {
    const query = request.query ?? '';
    const key = `${request.operationName ?? ''}\n${query}`;
    let executable = this.compiled.get(key);
    if (!executable) {
      const document = parse(query);
      const errors = validate(this.schema, document, specifiedRules);
      if (errors.length) return { errors: errors.map((e) => e.toJSON()) };
      // Stack traces of resolver errors are never shown (errors are masked), so none are captured.
      const result = compileQuery(this.schema, document, request.operationName ?? undefined, {
        disablingCapturingStackErrors: true,
      });
      if (!isCompiledQuery(result)) return result as GatewayGraphQLResponse;
      executable = result;
      this.compiled.set(key, executable);
    }
    return (await executable.query(undefined, context, request.variables ?? {})) as GatewayGraphQLResponse;
  }
}
