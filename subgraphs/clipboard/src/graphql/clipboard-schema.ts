import { concatAST, parse, type GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/index.js';
import { checkArguments } from '@platform/subgraph-kit/argument-check';
import { constraintDirectiveTypeDefs } from '@platform/subgraph-kit/constraint-directive';
import { clipboardTypeDefs } from './clipboard.sdl.js';
import { argumentSchemas } from './__generated__/validation.js';

const clipboardDocument = concatAST([parse(clipboardTypeDefs), parse(constraintDirectiveTypeDefs)]);

/**
 * The clipboard subgraph (Apollo Federation, SDL-first). Without resolvers it is what compose prints;
 * `mfm serve` builds it with clipboardResolvers and executes it in-process, each resolver behind the
 * check of its arguments against the SDL's @constraint rules.
 */
export function buildClipboardSchema(resolvers: object = {}): GraphQLSchema {
  return buildSubgraphSchema({
    typeDefs: clipboardDocument,
    resolvers: checkArguments(resolvers, argumentSchemas) as GraphQLResolverMap<unknown>,
  });
}
