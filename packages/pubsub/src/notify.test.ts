import { LocalEventBus } from './local-event-bus.js';
import { RedisEventBus } from './redis-event-bus.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('notify: events about committed writes', () => {
  it('resolves and reports when a local handler fails, while publish still rejects', async () => {
    const reported: string[] = [];
    const bus = new LocalEventBus(
      () => undefined,
      (topic) => reported.push(topic),
    );
    bus.subscribe('library.changed', () => {
      throw new Error('cache down');
    });
    await expect(bus.notify('library.changed', { userId: 1 })).resolves.toBeUndefined();
    expect(reported).toEqual(['library.changed']);
    await expect(bus.publish('library.changed', { userId: 1 })).rejects.toThrow(/handler/);
  });

  it('resolves and reports when Redis cannot take the event', async () => {
    const reported: Array<{ topic: string; error: unknown }> = [];
    const bus = await RedisEventBus.connect(
      REDIS_URL,
      `notify-test-${process.pid}`,
      () => undefined,
      (topic, error) => reported.push({ topic, error }),
    );
    await bus.close(); // Redis "goes down" under the bus: every command now fails
    await expect(bus.publish('accounts.sessionChanged', { userId: 2 })).rejects.toThrow();
    await expect(bus.notify('accounts.sessionChanged', { userId: 2 })).resolves.toBeUndefined();
    expect(reported).toHaveLength(1);
    expect(reported[0]!.topic).toBe('accounts.sessionChanged');
  });
});
