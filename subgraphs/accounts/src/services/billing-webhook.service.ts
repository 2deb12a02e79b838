import { createHash } from 'node:crypto';
import type { Config } from '@platform/config';
import type { Logger } from '@platform/observability';
import { BadInput } from '@platform/errors';
import { InvalidEventBody, parseGenericEvent, parseStripeEvent, type BillingEvent } from './billing-event.js';
import type { BillingEventLog } from './billing-event-log.js';
import {
  MalformedPayload,
  SignatureMismatch,
  StaleTimestamp,
  hmacSignedPayload,
  verifyHmacSignature,
  verifySharedSecret,
  verifyStripeEvent,
} from './webhook-signature.js';
import type { UserService } from './user.service.js';

export interface WebhookSignatures {
  stripeSignature?: string | null;
  hmacSignature?: string | null;
  /** X-Signature-Timestamp: when sent, part of what X-Signature signs, and checked for staleness. */
  hmacTimestamp?: string | null;
  sharedSecret?: string | null;
}

export type WebhookResult =
  | { ignored: true; duplicate: boolean; userId: null; status: null; provider: null }
  | { ignored: false; duplicate: false; userId: number; status: string; provider: string };

type WebhookConfig = Pick<
  Config,
  'PROVIDERA_WEBHOOK_SECRET' | 'PROVIDERB_WEBHOOK_SECRET' | 'BILLING_WEBHOOK_SECRET'
>;

/** A verified event, with the scheme that verified it and its id for deduplication. */
type VerifiedEvent = BillingEvent & { scheme: 'stripe' | 'providerb' | 'shared-secret'; eventId: string };

const IGNORED: WebhookResult = {
  ignored: true,
  duplicate: false,
  userId: null,
  status: null,
  provider: null,
};
const DUPLICATE: WebhookResult = { ...IGNORED, duplicate: true };
const invalidSignature = () => new BadInput('Invalid webhook signature', { reason: 'invalid_signature' });
const staleTimestamp = () =>
  new BadInput('Webhook timestamp outside the tolerance', { reason: 'stale_timestamp' });
const malformed = (detail: string) =>
  new BadInput('Malformed webhook payload', { reason: 'malformed_payload', detail });

/**
 * Verifies a billing provider's event over its raw body, then applies it to the account once:
 * every applied event is recorded by (scheme, event id), and a redelivery or replay of it answers
 * `{ignored: true, duplicate: true}` and changes nothing.
 */
export class BillingWebhookService {
  constructor(
    private readonly users: UserService,
    private readonly config: WebhookConfig,
    private readonly logger: Logger,
    private readonly processed: BillingEventLog,
  ) {}

  async apply(rawBody: string, signatures: WebhookSignatures): Promise<WebhookResult> {
    const event = await this.verify(rawBody, signatures);
    if (event.kind === 'ignored') {
      this.logger.info({ type: event.type, reason: event.reason }, 'billing webhook ignored');
      return IGNORED;
    }
    const { userId, status, provider, currentPeriodEnd, occurredAt, scheme, eventId } = event;
    if (!(await this.processed.claim(scheme, eventId))) {
      this.logger.info(
        { type: event.type, scheme, eventId },
        'billing webhook already applied: duplicate ignored',
      );
      return DUPLICATE;
    }
    let applied: boolean | 'stale';
    try {
      applied = await this.users.applySubscription({
        userId,
        status,
        provider,
        currentPeriodEnd,
        occurredAt,
      });
    } catch (error) {
      await this.processed.release(scheme, eventId);
      throw error;
    }
    if (applied === 'stale') {
      this.logger.info(
        { type: event.type, userId, eventId, occurredAt },
        'billing webhook older than the subscription event applied: ignored',
      );
      return IGNORED;
    }
    if (!applied) {
      this.logger.warn({ type: event.type, userId }, 'billing webhook for an unknown user ignored');
      return IGNORED;
    }
    this.logger.info({ type: event.type, userId, status, provider }, 'subscription updated');
    return { ignored: false, duplicate: false, userId, status, provider };
  }

  /**
   * Every scheme whose header was sent must verify (a sent-but-wrong header is never outvoted by
   * another one), and a scheme whose secret is not configured cannot verify anything.
   */
  private async verify(rawBody: string, signatures: WebhookSignatures): Promise<VerifiedEvent> {
    const { stripeSignature, hmacSignature, hmacTimestamp, sharedSecret } = signatures;
    if (!stripeSignature && !hmacSignature && !sharedSecret) throw invalidSignature();
    const {
      PROVIDERA_WEBHOOK_SECRET: stripeSecret,
      PROVIDERB_WEBHOOK_SECRET: hmacSecret,
      BILLING_WEBHOOK_SECRET: sharedSecretSetting,
    } = this.config;
    try {
      let signedPayload = rawBody;
      if (hmacSignature) {
        if (!hmacSecret) throw new SignatureMismatch();
        signedPayload = hmacSignedPayload(rawBody, hmacTimestamp);
        verifyHmacSignature(signedPayload, hmacSignature, hmacSecret);
      }
      if (sharedSecret) {
        if (!sharedSecretSetting) throw new SignatureMismatch();
        verifySharedSecret(sharedSecret, sharedSecretSetting);
      }
      if (stripeSignature) {
        if (!stripeSecret) throw new SignatureMismatch();
        const stripeEvent = await verifyStripeEvent(rawBody, stripeSignature, stripeSecret);
        return { ...parseStripeEvent(stripeEvent), scheme: 'stripe', eventId: stripeEvent.id };
      }
      const body = parseJson(rawBody);
      const scheme = hmacSignature ? 'providerb' : 'shared-secret';
      return {
        ...parseGenericEvent(body, hmacSignature ? 'providerb' : 'manual'),
        scheme,
        eventId: genericEventId(body, signedPayload),
      };
    } catch (error) {
      if (error instanceof SignatureMismatch) throw invalidSignature();
      if (error instanceof StaleTimestamp) throw staleTimestamp();
      if (error instanceof MalformedPayload || error instanceof InvalidEventBody)
        throw malformed(error.message);
      throw error;
    }
  }
}

/**
 * The generic format's event id: its `id` field when it has one; else a hash of what was signed
 * (with provider B's timestamp when sent), so the same delivery replayed is recognised while a
 * later event with the same body and a new timestamp is not.
 */
function genericEventId(body: unknown, signedPayload: string): string {
  const id = (body as { id?: unknown } | null)?.id;
  if (typeof id === 'string' && id.length >= 1 && id.length <= 200) return `id:${id}`;
  return `sha256:${createHash('sha256').update(signedPayload, 'utf8').digest('hex')}`;
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new MalformedPayload('not JSON');
  }
}
