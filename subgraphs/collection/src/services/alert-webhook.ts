import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { UrlGuard } from '@platform/url-guard';
import type { AlertTriggered } from '@platform/catalog-contracts';

/** The header a delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'Cards-Signature';
const DELIVERY_TIMEOUT_MS = 10_000;

/** A new alert's signing secret (shown to its owner once). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** The signature header's value for a body at a time: what a receiver recomputes with the secret. */
export function signatureOf(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** The body a webhook receives: the stream's `alert.triggered` message, without the owner. */
export function webhookBody(event: AlertTriggered): string {
  const { owner_id: _owner, ...rest } = event;
  return JSON.stringify({ type: 'alert.triggered', ...rest });
}

/**
 * POSTs a fired alert to its webhook, signed. The URL passes the SSRF guard again (its host may
 * resolve elsewhere now than when the alert was made) and the connection goes to the address the
 * guard checked; no redirects are followed. A status outside 2xx throws, so the job retries.
 */
export async function deliverWebhook(
  guard: UrlGuard,
  delivery: { url: string; secret: string; event: AlertTriggered; at: Date },
): Promise<number> {
  const url = await guard.check(delivery.url);
  const body = webhookBody(delivery.event);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const status = await new Promise<number>((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        lookup: guard.connectLookup,
        timeout: DELIVERY_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'platform-cards-alerts/1.0',
          [SIGNATURE_HEADER]: signatureOf(delivery.secret, body, delivery.at),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
  if (status < 200 || status >= 300) throw new Error(`the webhook answered ${status}`);
  return status;
}
