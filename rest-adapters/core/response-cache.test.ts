import { describe, it, expect } from '@jest/globals';
import { LocalEventBus } from '@platform/pubsub';
import { tabsIdentity, type TabsUser } from '@platform/auth';
import { ResponseCache } from './response-cache.js';

const entry = (text: string) => ({ bytes: Buffer.from(text), etag: undefined });
/** A key's second miss: the first offer of an answer is not kept. */
const missTwice = (cache: ResponseCache, key: string, text: string) => {
  cache.offer(key, entry(text));
  cache.offer(key, entry(text));
};
const identity = (userId: number, extra: Partial<TabsUser> = {}) =>
  tabsIdentity({ userId, tokenId: 't', plan: 'free', devices: 0, deviceBlocked: false, ...extra });

describe('ResponseCache', () => {
  it('serves a body until the domain announces a change for that user, and only that user', async () => {
    const bus = new LocalEventBus();
    const cache = new ResponseCache(bus, ['library.changed']);
    const a = cache.key('library.changed', identity(1), '/api/tabs');
    const b = cache.key('library.changed', identity(2), '/api/tabs');
    missTwice(cache, a, '[1]');
    missTwice(cache, b, '[2]');
    await bus.publish('library.changed', { userId: 1 });
    expect(cache.get(cache.key('library.changed', identity(1), '/api/tabs'))).toBeUndefined();
    expect(cache.get(cache.key('library.changed', identity(2), '/api/tabs'))?.bytes.toString()).toBe('[2]');
  });

  it("keeps an answer from its key's second miss on, not a query string asked for once", () => {
    const cache = new ResponseCache(new LocalEventBus(), ['library.changed']);
    const key = cache.key('library.changed', identity(1), '/api/tabs?w=1');
    cache.offer(key, entry('[first]'));
    expect(cache.get(key)).toBeUndefined();
    cache.offer(key, entry('[second]'));
    expect(cache.get(key)?.bytes.toString()).toBe('[second]');
  });

  it('never lets a read that raced with a write serve stale data afterwards', async () => {
    const bus = new LocalEventBus();
    const cache = new ResponseCache(bus, ['library.changed']);
    const keyAtStart = cache.key('library.changed', identity(1), '/api/tabs');
    await bus.publish('library.changed', { userId: 1 });
    missTwice(cache, keyAtStart, '[old]');
    expect(cache.get(cache.key('library.changed', identity(1), '/api/tabs'))).toBeUndefined();
  });

  it('keys by plan and device state, which gate the answer', () => {
    const cache = new ResponseCache(new LocalEventBus(), ['library.changed']);
    const free = cache.key('library.changed', identity(1), '/api/tabs');
    expect(cache.key('library.changed', identity(1, { plan: 'pro' }), '/api/tabs')).not.toBe(free);
    expect(cache.key('library.changed', identity(1, { deviceBlocked: true }), '/api/tabs')).not.toBe(free);
    expect(cache.key('library.changed', identity(1), '/api/tabs?limit=5')).not.toBe(free);
  });

  it('keys by realm: subject "1" of another API never reads the tab user 1\'s bodies', () => {
    const cache = new ResponseCache(new LocalEventBus(), ['library.changed']);
    const tabs = cache.key('library.changed', identity(1), '/x');
    const cards = cache.key(
      'library.changed',
      {
        realm: 'cards',
        subject: '1',
        scopes: [],
        tier: 'free',
        expiresAt: 2_000_000_000,
        extras: { tokenUse: 'user' },
      },
      '/x',
    );
    expect(cards).not.toBe(tabs);
  });

  it('fails open while the bus is degraded and forgets what it held before the outage', () => {
    const bus = Object.assign(new LocalEventBus(), {
      down: false,
      degraded(this: { down: boolean }) {
        return this.down;
      },
    });
    const cache = new ResponseCache(bus, ['library.changed']);
    const key = cache.key('library.changed', identity(1), '/api/tabs');
    missTwice(cache, key, '[before]');
    bus.down = true;
    expect(cache.get(key)).toBeUndefined();
    missTwice(cache, key, '[during]');
    bus.down = false;
    expect(cache.get(key)).toBeUndefined();
    missTwice(cache, key, '[after]');
    expect(cache.get(key)?.bytes.toString()).toBe('[after]');
  });
});
