import type Stripe from 'stripe';
import type { DomainOrm } from '@platform/db';
import { NotFound, ServiceUnavailable } from '@platform/errors';
import { Subscription } from '../entities/subscription.entity.js';
import { checkoutUnavailable, stripeFactory, type StripeFactory } from './checkout.service.js';
import { subjectOf } from './entitlement.service.js';

export interface PortalView {
  portalSessionId: string;
  url: string;
}

/**
 * Stripe's customer portal for the caller's own subscription: the customer is the one the
 * provider's last subscription snapshot named (the webhook stored it), never one the caller
 * names, so no one opens another's billing. Without STRIPE_SECRET_KEY this answers 503
 * `checkout_unavailable` as checkout does, before reading anything or calling the provider.
 */
export class PortalService {
  private client?: Stripe | Promise<Stripe>;

  constructor(
    private readonly orm: DomainOrm,
    private readonly settings: { secretKey?: string; apiUrl?: string },
    private readonly createClient: StripeFactory = stripeFactory(settings.apiUrl),
  ) {}

  async open(userId: string, input: { returnUrl: string }): Promise<PortalView> {
    if (!this.settings.secretKey) throw checkoutUnavailable(['STRIPE_SECRET_KEY']);
    const subscription = await this.orm.em.fork().findOne(Subscription, { userId: subjectOf(userId) });
    // A user who never subscribed has no customer at the provider: nothing to manage.
    if (!subscription?.providerCustomerId) throw new NotFound('Billing customer');
    this.client ??= this.createClient(this.settings.secretKey);
    try {
      const session = await (
        await this.client
      ).billingPortal.sessions.create({
        customer: subscription.providerCustomerId,
        return_url: input.returnUrl,
      });
      return { portalSessionId: session.id, url: session.url };
    } catch (error) {
      throw new ServiceUnavailable(
        `The payment provider refused the portal session: ${(error as Error).message}`,
        { reason: 'checkout_provider_error' },
      );
    }
  }
}
