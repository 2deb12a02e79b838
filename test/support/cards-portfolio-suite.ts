import { expect } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { startPlatform, freePort, type RunningPlatform } from './platform-process.js';
import { request } from './http-client.js';
import { CARDS_JWT_SECRET } from './cards-client.js';

const WEBHOOK_SECRET = 'whsec_cards_e2e_secret';
export const stripe = new Stripe('sk_test_unused');

/** Stripe's checkout API as far as checkout uses it: each session create is recorded and answered. */
export function fakeStripe() {
  const calls: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      calls.push(params);
      const id = `cs_test_${calls.length}`;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: params.get('mode'),
          url: `https://checkout.stripe.test/${id}`,
        }),
      );
    });
  });
  return { server, calls };
}

/**
 * The platform the portfolio and billing suites share, its Stripe calls going to `stripeApi`: a Pro
 * subscription arrives by webhook in both, and both see the same prices configured.
 */
export async function startPortfolioPlatform(
  stripeApi: ReturnType<typeof fakeStripe>,
): Promise<RunningPlatform> {
  const stripePort = await freePort();
  await new Promise<void>((resolve) => stripeApi.server.listen(stripePort, '127.0.0.1', resolve));
  return startPlatform({
    CARDS_JWT_SECRET,
    PROVIDERA_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_SECRET_KEY: 'sk_test_cards_e2e',
    STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
    STRIPE_PRICE_PRO_MONTH: 'price_pro_month',
    STRIPE_PRICE_PRO_YEAR: 'price_pro_year',
    STRIPE_PRICE_PROXY_PRINT_CREDIT: 'price_proxy',
    STRIPE_PRICE_AVATAR_SKIN: 'price_avatar',
    // STRIPE_PRICE_GUILD_BANNER left unset: that product's checkout is unavailable.
  });
}

/**
 * Stripe's side of billing: events signed with the platform's webhook secret and posted to it.
 * `current` is read on each call: the platform only exists once the suite's beforeAll has run.
 */
export function billingWebhooks(current: () => RunningPlatform) {
  const webhook = (payload: string, headers: Record<string, string>) =>
    request(current().cardsApi, 'POST', '/api/v1/billing/webhook', { rawBody: payload, headers });
  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
  };
  const subscriptionEvent = (userId: string, status = 'active') => ({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'customer.subscription.updated',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `sub_${userId}`,
        object: 'subscription',
        status,
        customer: 'cus_1',
        metadata: { user_id: userId, tier: 'pro' },
        current_period_end: Math.floor(Date.now() / 1000) + 86400,
      },
    },
  });
  const makePro = async (userId: string) => {
    const { payload, header } = signed(subscriptionEvent(userId));
    expect((await webhook(payload, { 'stripe-signature': header })).body).toMatchObject({
      outcome: 'applied',
    });
  };
  return { webhook, signed, subscriptionEvent, makePro };
}
