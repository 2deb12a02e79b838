import { request } from './http-client.js';

export const TEST_WEBHOOK_SECRET = 'test-shared-webhook-secret';

/** Makes a user Pro the way billing does: a subscription event with the shared webhook secret. */
export async function makePro(base: string, userId: number): Promise<void> {
  const response = await request(base, 'POST', '/api/billing/webhook', {
    rawBody: JSON.stringify({
      type: 'subscription.created',
      data: { userId, status: 'active', provider: 'manual' },
    }),
    headers: { 'x-billing-webhook-secret': TEST_WEBHOOK_SECRET },
  });
  if (response.status !== 200 || response.body.ignored !== false)
    throw new Error(`makePro failed: ${JSON.stringify(response.body)}`);
}

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
