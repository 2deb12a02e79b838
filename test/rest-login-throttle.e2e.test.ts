import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';

// docs/security/websocket.md: 30 failed sign-ins per client address in 15 minutes, whatever the accounts.
const PER_ADDRESS = 30;

describe('POST /api/auth/login: failed sign-ins are counted per client address', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ TRUST_PROXY: '1' });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  const login = (address: string, email: string, password: string) =>
    request(platform.api, 'POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': address },
    });

  it('refuses one address after thirty wrong sign-ins across different accounts, and leaves other addresses alone', async () => {
    const address = '198.51.100.7';
    const strangers = Array.from({ length: PER_ADDRESS + 5 }, () => `nobody-${randomUUID()}@example.com`);
    const spent = await Promise.all(strangers.map((email) => login(address, email, 'whatever-password')));
    const statuses = spent.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = spent.find((reply) => reply.status === 429)!;
    expect(refused.body).toMatchObject({ error: 'too_many_requests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Even the right password of an account never guessed at waits, from that address only.
    const user = await signUp(platform.api);
    expect((await login(address, user.email, user.password)).status).toBe(429);
    const elsewhere = await login('198.51.100.8', user.email, user.password);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toMatchObject({ token: expect.any(String) });
  }, 180_000);
});
