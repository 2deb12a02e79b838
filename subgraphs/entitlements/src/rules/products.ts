/** The cards API's in-app products. */
export const PRODUCTS = {
  proxy_print_credit: { kind: 'consumable', amount: 199, currency: 'usd', name: 'Proxy print credit' },
  avatar_skin: { kind: 'durable', amount: 499, currency: 'usd', name: 'Avatar skin' },
  guild_banner: { kind: 'durable', amount: 699, currency: 'usd', name: 'Guild banner' },
} as const;

export type ProductId = keyof typeof PRODUCTS;
export type ProductKind = (typeof PRODUCTS)[ProductId]['kind'];
export const PRODUCT_IDS = Object.keys(PRODUCTS) as ProductId[];

export const isProductId = (value: unknown): value is ProductId =>
  typeof value === 'string' && value in PRODUCTS;
