import { NotFound } from '@platform/errors';
import { LocalEventBus } from '@platform/pubsub';
import { openStorage, TestClock } from '@platform/test-kit';
import {
  createHunterDomain,
  hunterStorage,
  type HunterDomain,
  type ProfilesPort,
  type TextModel,
} from '../src/domain.js';

export interface HunterHarness {
  hunter: HunterDomain;
  bus: LocalEventBus;
  sql(query: string, params?: unknown[]): Promise<any[]>;
  close(): Promise<void>;
}

/** The profiles port of a platform that holds no profile yet (the suite in test/resume-domains.test.ts brings the real one). */
export const noProfiles: ProfilesPort = {
  snapshot: async () => {
    throw new NotFound('Profile not found');
  },
  selectMasks: async () => [],
  interestedProfiles: async () => [],
};

/** The hunter domain on a fresh in-memory PGlite, answering its profiles port with `profiles`. */
export async function startHunter(
  options: {
    profiles?: ProfilesPort;
    now?: () => Date;
    model?: TextModel;
    modelFallback?: boolean;
    allowPrivateSources?: boolean;
  } = {},
): Promise<HunterHarness> {
  const storage = await openStorage(hunterStorage);
  const bus = new LocalEventBus();
  const hunter = createHunterDomain({
    orm: storage.orm,
    now: options.now ?? new TestClock(Date.parse('2026-11-23T10:00:00Z')).now,
    bus,
    profiles: options.profiles ?? noProfiles,
    model: options.model,
    modelFallback: options.modelFallback,
    sources: { allowPrivate: options.allowPrivateSources ?? false, refreshInterval: '6 hours' },
  });
  return { hunter, bus, sql: storage.sql, close: storage.close };
}
