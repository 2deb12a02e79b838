import { parse, type GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/index.js';
import { clipboardTypeDefs } from './clipboard.sdl.js';

const clipboardDocument = parse(clipboardTypeDefs);

/**
 * The clipboard subgraph (Apollo Federation, SDL-first). Without resolvers it is what compose prints;
 * `mfm serve` builds it with clipboardResolvers and executes it in-process.
 */
export function buildClipboardSchema(resolvers: object = {}): GraphQLSchema {
  return buildSubgraphSchema({ typeDefs: clipboardDocument, resolvers: resolvers as GraphQLResolverMap<unknown> });
}
