import type Stripe from 'stripe';
import type { Config } from '@platform/config';
import type { Logger } from '@platform/observability';
import { ServiceUnavailable } from '@platform/errors';
import { PRO_PLAN, tierForStatus, type Plan } from './plan.service.js';
import type { UserService } from './user.service.js';
import type { StripeFactory } from './stripe-client.js';

export type CheckoutResult =
  | { alreadyPro: true; provider: null; url: null; plan: Plan }
  | { alreadyPro: false; provider: 'stripe'; url: string; plan: Plan };

type CheckoutConfig = Pick<
  Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_PRO' | 'CHECKOUT_SUCCESS_URL' | 'CHECKOUT_CANCEL_URL'
>;

/** Starts the purchase of Pro at Stripe Checkout; the webhook applies the result later. */
export class BillingService {
  constructor(
    private readonly users: UserService,
    private readonly config: CheckoutConfig,
    private readonly stripe: StripeFactory,
    private readonly logger: Logger,
  ) {}

  async createCheckoutSession(userId: number): Promise<CheckoutResult> {
    const user = await this.users.get(userId);
    if (tierForStatus(user.subscriptionStatus) === 'pro')
      return { alreadyPro: true, provider: null, url: null, plan: PRO_PLAN };
    const { STRIPE_SECRET_KEY: secretKey, STRIPE_PRICE_PRO: price } = this.config;
    if (!secretKey || !price) {
      throw new ServiceUnavailable('Checkout is not configured: set STRIPE_SECRET_KEY and STRIPE_PRICE_PRO', {
        reason: 'checkout_unavailable',
        required: ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_PRO'],
      });
    }
    const metadata = { userId: String(user.id) };
    let session: Stripe.Checkout.Session;
    try {
      session = await (
        await this.stripe(secretKey)
      ).checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: String(user.id),
        customer_email: user.email,
        metadata,
        // Copied onto the subscription so its later events (renewal, cancellation) name the user too.
        subscription_data: { metadata },
        success_url: this.config.CHECKOUT_SUCCESS_URL,
        cancel_url: this.config.CHECKOUT_CANCEL_URL,
      });
    } catch (error) {
      // Stripe's text can name our price, key prefix or account settings: it goes to the log only.
      this.logger.warn({ userId, err: (error as Error).message }, 'Stripe checkout failed');
      throw new ServiceUnavailable('Checkout provider error', { reason: 'checkout_failed' });
    }
    if (!session.url)
      throw new ServiceUnavailable('Checkout provider error: no checkout URL returned', {
        reason: 'checkout_failed',
      });
    return { alreadyPro: false, provider: 'stripe', url: session.url, plan: PRO_PLAN };
  }
}
