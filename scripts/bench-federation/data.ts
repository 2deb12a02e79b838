// The benchmark's data: six users, nine products with their stock, eleven reviews of four products.
// Shapes and sizes follow The Guild's federation gateways benchmark (review bodies of 150 to 1,000
// characters), so an answer weighs what theirs weighs; the texts are our own filler.

export interface User {
  id: string;
  name: string;
  username: string;
  birthday: number;
}

export interface Product {
  upc: string;
  name: string;
  price: number;
  weight: number;
}

export interface Review {
  id: string;
  body: string;
  productUpc: string;
}

export const USERS: User[] = [
  ['1', 'Ada Lovelace', 'ada'],
  ['2', 'Alan Turing', 'alan'],
  ['3', 'Grace Hopper', 'grace'],
  ['4', 'Edsger Dijkstra', 'edsger'],
  ['5', 'Barbara Liskov', 'barbara'],
  ['6', 'Donald Knuth', 'donald'],
].map(([id, name, username]) => ({ id, name, username, birthday: 1234567890 }));

export const PRODUCTS: Product[] = [
  ['Table', 899, 100],
  ['Couch', 1299, 1000],
  ['Glass', 15, 20],
  ['Chair', 499, 100],
  ['TV', 1299, 1000],
  ['Lamp', 6999, 300],
  ['Grill', 3999, 2000],
  ['Fridge', 100000, 6000],
  ['Sofa', 9999, 800],
].map(([name, price, weight], i) => ({
  upc: String(i + 1),
  name: name as string,
  price: price as number,
  weight: weight as number,
}));

/** In stock, by upc (the inventory subgraph's own field). */
export const IN_STOCK = new Map(
  [true, false, false, false, true, true, true, false, true].map((inStock, i) => [String(i + 1), inStock]),
);

const FILLER =
  'The quick brown fox jumps over the lazy dog while the gateway plans its fetches, ' +
  'joins entities across subgraphs and writes the answer back to a patient client. ';

/** A body of `length` characters of filler text. */
const body = (length: number) => FILLER.repeat(Math.ceil(length / FILLER.length)).slice(0, length);

export const REVIEWS: Review[] = (
  [
    [445, '1'],
    [300, '1'],
    [283, '1'],
    [143, '1'],
    [445, '2'],
    [300, '2'],
    [283, '2'],
    [143, '2'],
    [143, '3'],
    [143, '4'],
    [1000, '4'],
  ] as const
).map(([length, productUpc], i) => ({ id: String(i + 1), body: body(length), productUpc }));

/** Every user's reviews, as the benchmark's reviews subgraph answers them: the first two. */
export const USER_REVIEWS = REVIEWS.slice(0, 2);

/** The author of every review in the benchmark's data: the first user, whose username reviews provides. */
export const AUTHOR = USERS[0];
