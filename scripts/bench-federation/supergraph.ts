// The benchmark's supergraph, composed from our four subgraphs at the URLs they listen on, and the
// benchmark's one query, which crosses all four subgraphs.
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { SUBGRAPH_NAMES, SUBGRAPH_SDL, type SubgraphName } from './subgraphs.js';

export function composeSupergraph(urls: Record<SubgraphName, string>): string {
  const result = composeServices(
    SUBGRAPH_NAMES.map((name) => ({ name, typeDefs: parse(SUBGRAPH_SDL[name]), url: urls[name] })),
  );
  if (result.errors) throw new Error(`composition failed: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.supergraphSdl;
}

/** The benchmark's query (The Guild's k6.js): users and top products, three levels of entity joins. */
export const BENCH_QUERY = `fragment User on User { id username name }
fragment Review on Review { id body }
fragment Product on Product { inStock name price shippingEstimate upc weight }
query TestQuery {
  users {
    ...User
    reviews {
      ...Review
      product {
        ...Product
        reviews { ...Review author { ...User reviews { ...Review product { ...Product } } } }
      }
    }
  }
  topProducts {
    ...Product
    reviews { ...Review author { ...User reviews { ...Review product { ...Product } } } }
  }
}`;
