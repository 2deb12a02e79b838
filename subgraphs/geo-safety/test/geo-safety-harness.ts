import { createLogger } from '@platform/observability';
import { openStorage, TestClock, type OpenedStorage } from '@platform/test-kit';
export { openStorage };
import {
  createGeoSafetyDomain,
  geoSafetyStorage,
  loadGameSettings,
  type GeoSafetyDomain,
  type GeoSafetyOptions,
} from '../src/domain.js';

export interface GeoSafetyHarness extends OpenedStorage {
  domain: GeoSafetyDomain;
  clock: TestClock;
}

export async function startGeoSafety(
  env: Record<string, string> = {},
  options: { kind?: 'pglite' | 'postgres'; start?: string; storage?: OpenedStorage } & Partial<
    Pick<GeoSafetyOptions, 'store' | 'bus' | 'production'>
  > = {},
): Promise<GeoSafetyHarness> {
  // A shared storage (one PGlite per test file: each start costs seconds) is left open on close.
  const storage = options.storage ?? (await openStorage(geoSafetyStorage, options.kind));
  const clock = new TestClock(Date.parse(options.start ?? '2026-11-23T10:00:00Z'));
  const domain = await createGeoSafetyDomain({
    orm: storage.orm,
    pool: storage.db.pool,
    settings: loadGameSettings({ GAME_AUDIT_FLUSH_MS: '0', ...env }),
    logger: createLogger('silent'),
    now: clock.now,
    store: options.store,
    bus: options.bus,
    production: options.production,
  });
  return {
    ...storage,
    domain,
    clock,
    close: async () => {
      await domain.close();
      if (!options.storage) await storage.close();
    },
  };
}
