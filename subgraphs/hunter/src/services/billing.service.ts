import type Stripe from 'stripe';
import { NotFound } from '@platform/errors';
import {
  checkoutUnavailable,
  providerRefused,
  stripeFactory,
  type StripeFactory,
} from '@platform/stripe-client';
import type { TierPrices } from '../billing/tier-event.js';
import { TierGrant } from '../entities/tier-grant.entity.js';
import type { Tier } from '../entities/hunter-tier.entity.js';
import type { HunterContext } from './hunter-context.js';

/** STRIPE_SECRET_KEY, STRIPE_API_URL and the HUNTER_PRICE_* ids of the tiers sold. */
export interface HunterBillingSettings {
  secretKey?: string;
  apiUrl?: string;
  prices: TierPrices;
}

export type PaidTier = Exclude<Tier, 'FREE'>;

/**
 * Upgrading and managing a Hunter tier: Stripe Checkout sessions (mode subscription) whose
 * subscription carries `metadata.identity_id`, which is how POST /webhooks/stripe finds the user
 * again; the customer portal for the customer of the caller's own latest subscription; and the
 * tiers operators grant. Without the key or the tier's price: 503 `checkout_unavailable`, before
 * any provider call.
 */
export class HunterBillingService {
  private client?: Stripe | Promise<Stripe>;

  constructor(
    private readonly context: HunterContext,
    private readonly settings: HunterBillingSettings,
    private readonly createClient: StripeFactory = stripeFactory(settings.apiUrl),
  ) {}

  async checkout(subject: string, input: { tier: PaidTier; successUrl: string; cancelUrl: string }) {
    const price = this.settings.prices[input.tier];
    const missing = [
      ...(this.settings.secretKey ? [] : ['STRIPE_SECRET_KEY']),
      ...(price ? [] : [`HUNTER_PRICE_${input.tier}`]),
    ];
    if (missing.length) throw checkoutUnavailable(missing);
    const metadata = { identity_id: subject, tier: input.tier };
    try {
      const session = await (
        await this.stripe()
      ).checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price!, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: subject,
        metadata,
        subscription_data: { metadata },
      });
      return { checkoutSessionId: session.id, url: session.url ?? '', tier: input.tier };
    } catch (error) {
      throw providerRefused('checkout', error);
    }
  }

  /** The customer is the one Stripe's last subscription event for this user named, never one the caller names. */
  async portal(subject: string, input: { returnUrl: string }) {
    if (!this.settings.secretKey) throw checkoutUnavailable(['STRIPE_SECRET_KEY']);
    const [row]: Array<{ customer_id: string }> = await this.context.orm.em.getConnection().execute(
      `select customer_id from hunter.tier_subscription where identity_id = ? and customer_id is not null
         order by event_created_at desc limit 1`,
      [subject],
    );
    // A user who never subscribed has no customer at the provider: nothing to manage.
    if (!row) throw new NotFound('Billing customer');
    try {
      const session = await (
        await this.stripe()
      ).billingPortal.sessions.create({ customer: row.customer_id, return_url: input.returnUrl });
      return { portalSessionId: session.id, url: session.url };
    } catch (error) {
      throw providerRefused('portal session', error);
    }
  }

  /** An operator's grant; FREE takes the grant back (the subscription's tier stays). */
  async grant(identityId: string, tier: Tier, grantedBy: string) {
    const em = this.context.orm.em.fork();
    if (tier === 'FREE') await em.nativeDelete(TierGrant, { identityId });
    else await em.upsert(TierGrant, { identityId, tier, grantedBy, grantedAt: this.context.now() });
  }

  /** The operator's grant of a user, if any. */
  async grantOf(identityId: string) {
    return this.context.orm.em.fork().findOne(TierGrant, { identityId });
  }

  private stripe() {
    this.client ??= this.createClient(this.settings.secretKey!);
    return this.client;
  }
}
