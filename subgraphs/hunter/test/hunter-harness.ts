import { LocalEventBus } from '@platform/pubsub';
import { openStorage } from '../../geo-safety/test/game-test-storage.js';
import { startProfiles, type ProfilesHarness } from '../../profiles/test/profiles-harness.js';
import {
  createHunterDomain,
  hunterStorage,
  type HunterDomain,
  type ProfilesPort,
  type TextModel,
} from '../src/domain.js';

export interface HunterHarness {
  hunter: HunterDomain;
  profiles: ProfilesHarness;
  bus: LocalEventBus;
  sql(query: string, params?: unknown[]): Promise<any[]>;
  close(): Promise<void>;
}

/** The real profiles domain answering the hunter's port in process (the subgraph's comes over the graph). */
export function profilesPort(profiles: ProfilesHarness): ProfilesPort {
  const { services } = profiles.profiles;
  return {
    snapshot: (subject, profileId) => services.snapshot(subject, profileId),
    selectMasks: (subject, profileId, input) => services.narratives.selectMasks(subject, profileId, input),
    interestedProfiles: (job) => services.matcher.interestedProfiles(job),
  };
}

/** Hunter and profiles, each on its own in-memory PGlite (as their own schemas would be), sharing a clock and a bus. */
export async function startHunter(
  options: { model?: TextModel; modelFallback?: boolean; allowPrivateSources?: boolean } = {},
): Promise<HunterHarness> {
  const profiles = await startProfiles();
  const storage = await openStorage(hunterStorage);
  const bus = new LocalEventBus();
  const hunter = createHunterDomain({
    orm: storage.orm,
    now: profiles.clock.now,
    bus,
    profiles: profilesPort(profiles),
    model: options.model,
    modelFallback: options.modelFallback,
    sources: { allowPrivate: options.allowPrivateSources ?? false, refreshInterval: '6 hours' },
  });
  return {
    hunter,
    profiles,
    bus,
    sql: storage.sql,
    close: async () => {
      await storage.close();
      await profiles.close();
    },
  };
}
