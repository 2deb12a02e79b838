import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { developmentToken } from '@platform/auth';
import { request, type JsonResponse } from './http-client.js';

/** Every cards API scope: the tests drop one where a 403 is the point. */
export const ALL_CARDS_SCOPES =
  'cards:read cards:write pricing:read pricing:write portfolio:read portfolio:write trades:read trades:write billing:read billing:write';

export const CARDS_JWT_SECRET = 'cards-e2e-secret-that-is-long-enough-0123456789';

/** A cards-realm user: its subject and a bearer token with the given scopes. */
export async function cardsUser(
  scope = ALL_CARDS_SCOPES,
  sub = `user-${randomUUID()}`,
  secret = CARDS_JWT_SECRET,
) {
  return { sub, token: await developmentToken('cards', secret, { sub, scope, tokenUse: 'user' }) };
}

/** A client of the cards API for one token. */
export function cardsClient(base: string, token: string) {
  return (
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse> => request(base, method, path, { token, ...options });
}

let seeded = 0;

/** Creates a card through the API, with one variant at `marketPrice` (null: unpriced). */
export async function seedCard(
  base: string,
  token: string,
  card: { game?: string; condition?: string; marketPrice?: number | null; name?: string } = {},
): Promise<string> {
  seeded += 1;
  const created = await request(base, 'POST', '/api/v1/cards', {
    token,
    body: {
      name: card.name ?? `Test Card ${seeded}`,
      game: card.game ?? 'mtg',
      set_code: 'TST',
      set_name: 'Test Set',
      rarity: 'rare',
      collector_number: String(seeded),
      condition: card.condition ?? 'mint',
      variants: [
        {
          label: 'Standard',
          finish: 'standard',
          ...(card.marketPrice === null ? {} : { market_price: card.marketPrice ?? 10 }),
        },
      ],
    },
  });
  if (created.status !== 201)
    throw new Error(`card not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.card_id as string;
}

const stripe = new Stripe('sk_test_unused');

/**
 * A completed payment-mode checkout of `quantity` × `productId` for `userId`, as Stripe sends it to
 * POST /api/v1/billing/webhook: the raw body and its signature header, signed with `secret`.
 */
export function signedPurchase(userId: string, productId: string, quantity: number, secret: string) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_${randomUUID()}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: 199 * quantity,
        currency: 'usd',
        metadata: { user_id: userId, product_id: productId, quantity: String(quantity) },
      },
    },
  });
  return {
    rawBody: payload,
    headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  };
}
