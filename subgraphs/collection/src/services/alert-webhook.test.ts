import { describe, it, expect } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { BlockedUrl, UrlGuard } from '@platform/url-guard';
import type { AlertTriggered } from '@platform/catalog-contracts';
import { AlertService } from './alert.service.js';
import type { CollectionContext } from './collection-context.js';
import { deliverWebhook, signatureOf, webhookBody } from './alert-webhook.js';

const event: AlertTriggered = {
  alert_id: 'a1',
  owner_id: 'alice',
  card_id: '7d1d3b9e-0a57-4a43-8f0e-1f1c3c1a2b3c',
  ticker: 'MTG-TST-X',
  kind: 'above',
  threshold: 10,
  percent: null,
  price: 11,
  reference_price: null,
  change_percentage: null,
  triggered_at: '2026-11-26T12:00:00.000Z',
};

/** A guard whose every host resolves to one address, as DNS would answer. */
const guardResolvingTo = (address: string) =>
  new UrlGuard({ allowPrivate: false, lookup: async () => [address] });

describe('alert webhooks', () => {
  it('signs t and the body with HMAC-SHA256 of the secret', () => {
    const body = webhookBody(event);
    expect(JSON.parse(body)).not.toHaveProperty('owner_id');
    const at = new Date('2026-11-26T12:00:05Z');
    const expected = createHmac('sha256', 'whsec_x').update(`1795694405.${body}`).digest('hex');
    expect(signatureOf('whsec_x', body, at)).toBe(`t=1795694405,v1=${expected}`);
  });

  it('refuses a webhook whose host resolves to a private, loopback or link-local address', async () => {
    // The URL is checked before anything is stored: the context is never reached.
    const context = {} as CollectionContext;
    for (const address of ['10.0.0.5', '127.0.0.1', '169.254.169.254', '::1']) {
      const alerts = new AlertService(context, async () => new Map(), guardResolvingTo(address));
      await expect(
        alerts.create('alice', {
          cardId: event.card_id,
          kind: 'above',
          price: 1,
          webhookUrl: 'https://hooks.example.com/x',
        }),
      ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', extensions: { reason: 'invalid_webhook_url' } });
    }
  });

  it('re-checks the address at delivery and sends nothing to a private one', async () => {
    await expect(
      deliverWebhook(guardResolvingTo('192.168.1.20'), {
        url: 'https://hooks.example.com/x',
        secret: 'whsec_x',
        event,
        at: new Date(),
      }),
    ).rejects.toBeInstanceOf(BlockedUrl);
  });
});
