import type { Config } from '@platform/config';
import type { Logger } from '@platform/observability';
import { BadInput } from '@platform/errors';
import { InvalidEventBody, parseGenericEvent, parseStripeEvent, type BillingEvent } from './billing-event.js';
import { MalformedPayload, SignatureMismatch, verifyHmacSignature, verifySharedSecret, verifyStripeEvent } from './webhook-signature.js';
import type { UserService } from './user.service.js';

export interface WebhookSignatures {
  stripeSignature?: string | null;
  hmacSignature?: string | null;
  sharedSecret?: string | null;
}

export type WebhookResult =
  | { ignored: true; userId: null; status: null; provider: null }
  | { ignored: false; userId: number; status: string; provider: string };

type WebhookConfig = Pick<Config, 'PROVIDERA_WEBHOOK_SECRET' | 'PROVIDERB_WEBHOOK_SECRET' | 'BILLING_WEBHOOK_SECRET'>;

const IGNORED: WebhookResult = { ignored: true, userId: null, status: null, provider: null };
const invalidSignature = () => new BadInput('Invalid webhook signature', { reason: 'invalid_signature' });
const malformed = (detail: string) => new BadInput('Malformed webhook payload', { reason: 'malformed_payload', detail });

/** Verifies a billing provider's event over its raw body, then applies it to the account. */
export class BillingWebhookService {
  constructor(private readonly users: UserService, private readonly config: WebhookConfig, private readonly logger: Logger) {}

  async apply(rawBody: string, signatures: WebhookSignatures): Promise<WebhookResult> {
    const event = this.verify(rawBody, signatures);
    if (event.kind === 'ignored') {
      this.logger.info({ type: event.type, reason: event.reason }, 'billing webhook ignored');
      return IGNORED;
    }
    const { userId, status, provider, currentPeriodEnd } = event;
    if (!(await this.users.applySubscription({ userId, status, provider, currentPeriodEnd }))) {
      this.logger.warn({ type: event.type, userId }, 'billing webhook for an unknown user ignored');
      return IGNORED;
    }
    this.logger.info({ type: event.type, userId, status, provider }, 'subscription updated');
    return { ignored: false, userId, status, provider };
  }

  /**
   * Every scheme whose header was sent must verify (a sent-but-wrong header is never outvoted by
   * another one), and a scheme whose secret is not configured cannot verify anything.
   */
  private verify(rawBody: string, signatures: WebhookSignatures): BillingEvent {
    const { stripeSignature, hmacSignature, sharedSecret } = signatures;
    if (!stripeSignature && !hmacSignature && !sharedSecret) throw invalidSignature();
    const { PROVIDERA_WEBHOOK_SECRET: stripeSecret, PROVIDERB_WEBHOOK_SECRET: hmacSecret, BILLING_WEBHOOK_SECRET: sharedSecretSetting } = this.config;
    try {
      if (hmacSignature) {
        if (!hmacSecret) throw new SignatureMismatch();
        verifyHmacSignature(rawBody, hmacSignature, hmacSecret);
      }
      if (sharedSecret) {
        if (!sharedSecretSetting) throw new SignatureMismatch();
        verifySharedSecret(sharedSecret, sharedSecretSetting);
      }
      if (stripeSignature) {
        if (!stripeSecret) throw new SignatureMismatch();
        return parseStripeEvent(verifyStripeEvent(rawBody, stripeSignature, stripeSecret));
      }
      return parseGenericEvent(parseJson(rawBody), hmacSignature ? 'providerb' : 'manual');
    } catch (error) {
      if (error instanceof SignatureMismatch) throw invalidSignature();
      if (error instanceof MalformedPayload || error instanceof InvalidEventBody) throw malformed(error.message);
      throw error;
    }
  }
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new MalformedPayload('not JSON');
  }
}
