import type { EventBus } from '@platform/pubsub';
import type { Platform } from './platform.js';

/** Moves the test clock of every process on the bus forward (payload: the new total offset). */
export const TEST_CLOCK_TOPIC = 'platform.test-clock-advanced';

export interface TestClockMoved {
  offsetMs: number;
}

const clocks = new WeakMap<EventBus, { offsetMs: number }>();

/** Whether the platform's clock may be moved by tests (refused in production by the config). */
export const testClockOn = (config: Platform['config']): boolean => config.GAME_TEST_CLOCK;

/**
 * The time of day every domain reads, whatever its product. Normally the wall clock; with the test
 * clock on it runs ahead by an offset that `advanceTestClock` moves for every domain of every process
 * sharing the bus, so end-to-end tests can let hours pass (a trade's expiry, 48 hours of decay)
 * without waiting.
 */
export function platformClock(platform: Pick<Platform, 'bus' | 'config'>): () => Date {
  if (!testClockOn(platform.config)) return () => new Date();
  const { bus } = platform;
  let clock = clocks.get(bus);
  if (!clock) {
    const created = { offsetMs: 0 };
    clocks.set(bus, created);
    bus.subscribe<TestClockMoved>(TEST_CLOCK_TOPIC, ({ offsetMs }) => {
      created.offsetMs = Math.max(created.offsetMs, offsetMs);
    });
    clock = created;
  }
  const state = clock;
  return () => new Date(Date.now() + state.offsetMs);
}

/** Advances the shared test clock by `ms`; returns the clock's new time. */
export async function advanceTestClock(bus: EventBus, now: () => Date, ms: number): Promise<Date> {
  const offsetMs = now().getTime() + ms - Date.now();
  await bus.publish<TestClockMoved>(TEST_CLOCK_TOPIC, { offsetMs });
  return new Date(Date.now() + offsetMs);
}
