import { createServer, type Server } from 'node:http';

/**
 * A test double for Stripe's network only: the platform's real Stripe SDK (STRIPE_API_URL) posts here;
 * checkout and portal session creates are recorded and answered as Stripe answers them, with checkout
 * pages on `checkout.stripe.test` and portal pages on `billing.stripe.test` (hosts no one serves).
 */
export function stripeNetworkDouble() {
  const calls: Array<{ path: string; form: URLSearchParams }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', form: new URLSearchParams(body) });
      const checkout = req.url === '/v1/checkout/sessions';
      const id = `${checkout ? 'cs' : 'bps'}_test_${calls.length}`;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          checkout
            ? { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/${id}` }
            : { id, object: 'billing_portal.session', url: `https://billing.stripe.test/p/${id}` },
        ),
      );
    });
  });
  return { server, calls };
}
