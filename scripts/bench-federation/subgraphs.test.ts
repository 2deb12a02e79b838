import { describe, expect, it } from '@jest/globals';
import { ApolloGateway, LocalGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { subgraphSchema, type SubgraphName } from './subgraphs.js';
import { BENCH_QUERY, composeSupergraph } from './supergraph.js';

interface Product {
  upc: string;
  name: string;
  inStock: boolean;
  shippingEstimate: number | null;
  reviews?: Array<{ id: string; author: { username: string; name: string; reviews: unknown[] } }>;
}

const url = (name: string) => `http://${name}.invalid/graphql`;

async function answer() {
  const gateway = new ApolloGateway({
    supergraphSdl: composeSupergraph({
      accounts: url('accounts'),
      inventory: url('inventory'),
      products: url('products'),
      reviews: url('reviews'),
    }),
    buildService: ({ name }) => new LocalGraphQLDataSource(subgraphSchema(name as SubgraphName)),
  });
  const server = new ApolloServer({ gateway });
  await server.start();
  try {
    const response = await server.executeOperation({ query: BENCH_QUERY });
    if (response.body.kind !== 'single') throw new Error('incremental answer');
    return response.body.singleResult;
  } finally {
    await server.stop();
  }
}

describe('the federation benchmark fixtures (four subgraphs, one nested query)', () => {
  it('answer the query across all four subgraphs with the benchmark data', async () => {
    const { data, errors } = await answer();
    expect(errors).toBeUndefined();
    const { users, topProducts } = data as { users: unknown[]; topProducts: Product[] };
    expect(users).toHaveLength(6);
    expect(topProducts.map((product) => product.name)).toEqual(['Table', 'Couch', 'Glass', 'Chair', 'TV']);
    // inventory's shippingEstimate needs price and weight from products (@requires).
    expect(topProducts.map((product) => product.shippingEstimate)).toEqual([50, 0, 10, 50, 0]);
    expect(topProducts.map((product) => product.inStock)).toEqual([true, false, false, false, true]);
    expect(topProducts.map((product) => product.reviews?.length)).toEqual([4, 4, 1, 2, 0]);
    // The author comes from reviews (username provided) and accounts (name).
    expect(topProducts[0]!.reviews![0]!.author).toMatchObject({ username: 'ada', name: 'Ada Lovelace' });
    expect(topProducts[0]!.reviews![0]!.author.reviews).toHaveLength(2);
    expect(JSON.stringify(data).length).toBeGreaterThan(80_000);
  });
});
