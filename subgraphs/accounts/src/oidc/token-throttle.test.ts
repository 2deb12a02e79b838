import { describe, it, expect, afterAll, beforeAll } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { tokenThrottle } from './token-throttle.js';

describe('token endpoint throttle', () => {
  let now = 1_000_000;
  const app = express();
  app.post(
    '/token',
    tokenThrottle({ max: 2, windowMs: 10_000 }, () => now),
    (req, res) => {
      res.json({ body: (req.body as Buffer).toString('utf8') });
    },
  );
  const server: Server = createServer(app);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  it('counts per client, answers 429 slow_down with Retry-After, and hands the body on', async () => {
    const first = await post('client_id=a&grant_type=x');
    expect(await first.json()).toEqual({ body: 'client_id=a&grant_type=x' });
    await post('client_id=a');
    const third = await post('client_id=a');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('10');
    expect(await third.json()).toEqual({ error: 'slow_down', error_description: expect.any(String) });
    // Another client (here named by HTTP Basic) has its own allowance.
    const basic = `Basic ${Buffer.from('b:secret').toString('base64')}`;
    expect((await post('grant_type=x', { authorization: basic })).status).toBe(200);
    now += 10_000;
    expect((await post('client_id=a')).status).toBe(200);
  });

  it('refuses a body larger than the provider reads with 413 in OAuth form', async () => {
    const response = await post(`client_id=a&x=${'y'.repeat(60 * 1024)}`);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_request');
  });
});
