import { describe, it, expect, afterAll } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ipRateLimiter, secondsUntilReset } from './rate-limiter.js';

describe('IP rate limiter', () => {
  const app = express().use(
    ipRateLimiter({ max: 1, windowMs: 60_000 }, (res, retryAfter) => {
      res.setHeader('Retry-After', String(retryAfter));
      res.status(429).json({ retryAfter });
    }),
  );
  app.get('/', (_req, res) => res.json({ ok: true }));
  const server = app.listen(0);
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('says in Retry-After the time left in the window, not the whole window', async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect((await fetch(base)).status).toBe(200);
    // Let a little more than a second of the window pass: the promise must shrink with it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const limited = await fetch(base);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThan(60);
  });

  it('rounds the time left up to whole seconds, at least 1', () => {
    expect(secondsUntilReset(new Date(10_500), 60_000, 0)).toBe(11);
    expect(secondsUntilReset(new Date(0), 60_000, 5)).toBe(1);
    expect(secondsUntilReset(undefined, 60_000)).toBe(60);
  });
});
