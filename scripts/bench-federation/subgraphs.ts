// The four subgraphs of the federation benchmark (accounts, inventory, products, reviews), each a
// federation 2 schema built with @apollo/subgraph over the fixture data in data.ts.
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse, type GraphQLSchema } from 'graphql';
import { AUTHOR, IN_STOCK, PRODUCTS, REVIEWS, USER_REVIEWS, USERS, type Review } from './data.js';

const LINK =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", ' +
  'import: ["@key", "@shareable", "@external", "@requires", "@provides"])';

const ACCOUNTS = `${LINK}
type Query {
  me: User
  user(id: ID!): User
  users: [User]
}
type User @key(fields: "id") {
  id: ID!
  name: String
  username: String @shareable
  birthday: Int
}`;

const PRODUCTS_SDL = `${LINK}
type Query {
  topProducts(first: Int = 5): [Product]
}
type Product @key(fields: "upc") {
  upc: String!
  name: String
  price: Int
  weight: Int
}`;

const INVENTORY = `${LINK}
type Product @key(fields: "upc") {
  upc: String!
  weight: Int @external
  price: Int @external
  inStock: Boolean
  shippingEstimate: Int @requires(fields: "price weight")
}`;

const REVIEWS_SDL = `${LINK}
type Review @key(fields: "id") {
  id: ID!
  body: String
  product: Product
  author: User @provides(fields: "username")
}
type User @key(fields: "id") {
  id: ID!
  username: String @external
  reviews: [Review]
}
type Product @key(fields: "upc") {
  upc: String!
  reviews: [Review]
}`;

/** The resolver map buildSubgraphSchema takes. */
type Resolvers = NonNullable<
  Extract<Parameters<typeof buildSubgraphSchema>[0], { typeDefs: unknown }>['resolvers']
>;

const userById = (id: string) => USERS.find((user) => user.id === id) ?? null;
const productByUpc = (upc: string) => PRODUCTS.find((product) => product.upc === upc) ?? null;

const RESOLVERS: Record<SubgraphName, Resolvers> = {
  accounts: {
    Query: {
      me: () => USERS[0],
      user: (_: unknown, { id }: { id: string }) => userById(id),
      users: () => USERS,
    },
    User: { __resolveReference: ({ id }: { id: string }) => userById(id) },
  },
  products: {
    Query: { topProducts: (_: unknown, { first }: { first: number }) => PRODUCTS.slice(0, first) },
    Product: { __resolveReference: ({ upc }: { upc: string }) => productByUpc(upc) },
  },
  inventory: {
    Product: {
      __resolveReference: (reference: { upc: string; price?: number; weight?: number }) => ({
        ...reference,
        inStock: IN_STOCK.get(reference.upc) ?? null,
      }),
      // Free shipping above 1,000; otherwise half the weight: needs both fields from products.
      shippingEstimate: ({ price, weight }: { price?: number | null; weight?: number | null }) => {
        if (price == null || weight == null) return null;
        return price > 1000 ? 0 : Math.floor(weight / 2);
      },
    },
  },
  reviews: {
    Review: {
      __resolveReference: ({ id }: { id: string }) => REVIEWS.find((review) => review.id === id) ?? null,
      product: (review: Review) => ({ upc: review.productUpc }),
      author: () => ({ id: AUTHOR.id, username: AUTHOR.username }),
    },
    User: { reviews: () => USER_REVIEWS },
    Product: {
      reviews: ({ upc }: { upc: string }) => REVIEWS.filter((review) => review.productUpc === upc),
    },
  },
};

export const SUBGRAPH_SDL = {
  accounts: ACCOUNTS,
  inventory: INVENTORY,
  products: PRODUCTS_SDL,
  reviews: REVIEWS_SDL,
} as const;

export type SubgraphName = keyof typeof SUBGRAPH_SDL;
export const SUBGRAPH_NAMES = Object.keys(SUBGRAPH_SDL) as SubgraphName[];

export function subgraphSchema(name: SubgraphName): GraphQLSchema {
  return buildSubgraphSchema({ typeDefs: parse(SUBGRAPH_SDL[name]), resolvers: RESOLVERS[name] });
}
