import type Stripe from 'stripe';
import { ServiceUnavailable } from '@platform/errors';
import { checkoutUnavailable, stripeFactory, type StripeFactory } from '@platform/stripe-client';
import { PRODUCTS, type ProductId } from '../rules/products.js';
import type { BillingInterval } from '../rules/tiers.js';

/** What checkout needs from configuration: the Stripe key and the price id of each thing sold. */
export interface CheckoutSettings {
  secretKey?: string;
  /** Another API base (stripe-mock, tests); unset: Stripe's. */
  apiUrl?: string;
  proPrices: Record<BillingInterval, string | undefined>;
  productPrices: Record<ProductId, string | undefined>;
}

export interface CheckoutView {
  checkoutSessionId: string;
  url: string;
  mode: 'subscription' | 'payment';
}

/** The variable naming each price id (checkout_unavailable names the missing ones). */
export const PRICE_VARIABLES = {
  pro: { month: 'STRIPE_PRICE_PRO_MONTH', year: 'STRIPE_PRICE_PRO_YEAR' },
  products: {
    proxy_print_credit: 'STRIPE_PRICE_PROXY_PRINT_CREDIT',
    avatar_skin: 'STRIPE_PRICE_AVATAR_SKIN',
    guild_banner: 'STRIPE_PRICE_GUILD_BANNER',
  },
} as const satisfies { pro: Record<BillingInterval, string>; products: Record<ProductId, string> };

// Shared with the resume API's Hunter checkout (packages/stripe-client).
export { checkoutUnavailable, stripeFactory, type StripeFactory };

/**
 * Stripe Checkout sessions for Pro (mode subscription) and in-app products (mode payment). Inputs are
 * already checked by the SDL's rules (400 before this runs); without the key or the price id this
 * answers 503 `checkout_unavailable` naming what to set, before any provider call. The user id rides
 * in the session's and the subscription's metadata: that is how the webhook finds the user again.
 */
export class CheckoutService {
  private client?: Stripe | Promise<Stripe>;

  constructor(
    private readonly settings: CheckoutSettings,
    private readonly createClient: StripeFactory = stripeFactory(settings.apiUrl),
  ) {}

  async pro(
    userId: string,
    input: { billingInterval: BillingInterval; successUrl: string; cancelUrl: string },
  ): Promise<CheckoutView> {
    const price = this.priceOr503(
      this.settings.proPrices[input.billingInterval],
      PRICE_VARIABLES.pro[input.billingInterval],
    );
    const metadata = { user_id: userId, tier: 'pro' };
    return this.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: userId,
      metadata,
      subscription_data: { metadata },
    });
  }

  async iap(
    userId: string,
    input: { productId: ProductId; quantity?: number; successUrl: string; cancelUrl: string },
  ): Promise<CheckoutView> {
    const price = this.priceOr503(
      this.settings.productPrices[input.productId],
      PRICE_VARIABLES.products[input.productId],
    );
    const quantity = input.quantity ?? 1;
    return this.create({
      mode: 'payment',
      line_items: [{ price, quantity }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: userId,
      metadata: {
        user_id: userId,
        product_id: input.productId,
        quantity: String(quantity),
        kind: PRODUCTS[input.productId].kind,
      },
    });
  }

  private priceOr503(price: string | undefined, variable: string): string {
    const missing = [...(this.settings.secretKey ? [] : ['STRIPE_SECRET_KEY']), ...(price ? [] : [variable])];
    if (missing.length) throw checkoutUnavailable(missing);
    return price!;
  }

  private async create(params: Stripe.Checkout.SessionCreateParams): Promise<CheckoutView> {
    this.client ??= this.createClient(this.settings.secretKey!);
    try {
      const session = await (await this.client).checkout.sessions.create(params);
      return {
        checkoutSessionId: session.id,
        url: session.url ?? '',
        mode: params.mode as CheckoutView['mode'],
      };
    } catch (error) {
      throw new ServiceUnavailable(`The payment provider refused the checkout: ${(error as Error).message}`, {
        reason: 'checkout_provider_error',
      });
    }
  }
}
