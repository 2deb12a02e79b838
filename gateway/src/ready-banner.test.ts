import { describe, expect, it } from '@jest/globals';
import type { ProductBanner } from './product-server.js';
import { platformUrls, readyBanner } from './ready-banner.js';

const banner = (title: string, more?: ProductBanner['more']): ProductBanner => ({
  title,
  docs: title === 'Resume API' ? '/docs/' : '/api-docs/',
  health: '/health',
  ...(more ? { more } : {}),
});
const products = (ports: { tabs: number; resume: number; cards: number; game: number }) => [
  { banner: banner('Tabs API'), port: ports.tabs },
  { banner: banner('Resume API', ({ http }) => `ReDoc ${http}/redoc`), port: ports.resume },
  { banner: banner('Cards API', ({ ws }) => `price stream ${ws}/ws/prices`), port: ports.cards },
  { banner: banner('Game API'), port: ports.game },
];

describe('the ready banner', () => {
  const urls = platformUrls(
    '0.0.0.0',
    4000,
    products({ tabs: 3000, resume: 3001, cards: 3003, game: 3002 }),
    { host: '127.0.0.1', port: 9464 },
    true,
  );

  it('lists every API with its docs and health, the gateway with Sandbox, metrics, and how to stop', () => {
    const banner = readyBanner(urls, 1000);
    for (const text of [
      'http://localhost:4000/graphql  (open it in a browser: Apollo Sandbox)',
      ...[3000, 3003, 3002].flatMap((port) => [
        `http://localhost:${port}/api-docs/`,
        `http://localhost:${port}/health`,
      ]),
      'http://localhost:3001/docs/',
      'http://localhost:3001/redoc',
      'ws://localhost:3003/ws/prices',
      'http://127.0.0.1:9464/metrics',
      'again after 1 s forces the exit',
    ]) {
      expect(banner).toContain(text);
    }
  });

  it('names a bound address as is, IPv6 in brackets, and leaves Sandbox out when introspection is off', () => {
    const v6 = platformUrls(
      '::1',
      1,
      products({ tabs: 2, resume: 3, cards: 4, game: 5 }),
      { host: '10.0.0.5', port: 9 },
      false,
    );
    expect(v6.graphql).toBe('http://[::1]:1/graphql');
    expect(v6.metrics).toBe('http://10.0.0.5:9/metrics');
    expect(readyBanner(v6, 1000)).not.toContain('Sandbox');
  });
});
