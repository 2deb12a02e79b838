import { afterAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DomainOrm } from '@platform/db';
import { stripeFactory } from './checkout.service.js';
import { PortalService } from './portal.service.js';

/** The subscriptions the portal reads, by user id, in place of the database. */
function ormWith(subscriptions: Record<string, { providerCustomerId: string | null }>) {
  const reads: string[] = [];
  const orm = {
    em: {
      fork: () => ({
        findOne: async (_entity: unknown, where: { userId: string }) => (
          reads.push(where.userId),
          subscriptions[where.userId] ?? null
        ),
      }),
    },
  } as unknown as DomainOrm;
  return { orm, reads };
}

/**
 * A test double for Stripe's network only: the real Stripe SDK (stripeFactory) talks HTTP to this
 * server, which records each form-encoded billing portal session create and answers as Stripe does
 * (or refuses, as Stripe does when no portal configuration exists).
 */
async function stripeNetworkDouble(refuse = false) {
  const created: Array<{ path: string; form: URLSearchParams; auth: string | undefined }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (refuse) {
        res.statusCode = 400;
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'No configuration provided' } }),
        );
        return;
      }
      created.push({ path: req.url ?? '', form: new URLSearchParams(body), auth: req.headers.authorization });
      const id = `bps_${created.length}`;
      res.end(
        JSON.stringify({ id, object: 'billing_portal.session', url: `https://billing.stripe.test/p/${id}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { created, factory: stripeFactory(`http://127.0.0.1:${port}`) };
}

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const returnUrl = 'https://app.example/account';

describe('customer portal', () => {
  it("opens a session for the customer of the caller's own subscription", async () => {
    const { orm } = ormWith({
      alice: { providerCustomerId: 'cus_alice' },
      bob: { providerCustomerId: 'cus_bob' },
    });
    const stripe = await stripeNetworkDouble();
    const portal = new PortalService(orm, { secretKey: 'sk_test_1' }, stripe.factory);
    expect(await portal.open('alice', { returnUrl })).toEqual({
      portalSessionId: 'bps_1',
      url: 'https://billing.stripe.test/p/bps_1',
    });
    expect(stripe.created).toHaveLength(1);
    expect(stripe.created[0].path).toBe('/v1/billing_portal/sessions');
    expect(stripe.created[0].auth).toBe('Bearer sk_test_1');
    expect(Object.fromEntries(stripe.created[0].form)).toEqual({
      customer: 'cus_alice',
      return_url: returnUrl,
    });
  });

  it('answers 503 checkout_unavailable without STRIPE_SECRET_KEY, before reading or calling anything', async () => {
    const { orm, reads } = ormWith({ alice: { providerCustomerId: 'cus_alice' } });
    const stripe = await stripeNetworkDouble();
    await expect(
      new PortalService(orm, {}, stripe.factory).open('alice', { returnUrl }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Checkout is not configured: set STRIPE_SECRET_KEY',
      details: { reason: 'checkout_unavailable', missing: ['STRIPE_SECRET_KEY'] },
    });
    expect(reads).toEqual([]);
    expect(stripe.created).toEqual([]);
  });

  it('answers 404 to a caller without a billing customer, and 503 checkout_provider_error when Stripe refuses', async () => {
    const { orm } = ormWith({
      alice: { providerCustomerId: 'cus_alice' },
      carol: { providerCustomerId: null },
    });
    const configured = { secretKey: 'sk_test_1' };
    for (const user of ['carol', 'dave'])
      await expect(
        new PortalService(orm, configured, (await stripeNetworkDouble()).factory).open(user, { returnUrl }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      new PortalService(orm, configured, (await stripeNetworkDouble(true)).factory).open('alice', {
        returnUrl,
      }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { reason: 'checkout_provider_error' } });
  });
});
