import { randomUUID } from 'node:crypto';
import { openStorage, TestClock, type OpenedStorage } from '../../geo-safety/test/game-test-storage.js';
import { createProfilesDomain, profilesStorage, loadResumeSettings, type ProfilesDomain } from '../src/domain.js';

export interface ProfilesHarness extends OpenedStorage {
  profiles: ProfilesDomain;
  clock: TestClock;
}

/** The profiles domain on a fresh in-memory PGlite with development settings. */
export async function startProfiles(): Promise<ProfilesHarness> {
  const storage = await openStorage(profilesStorage);
  const clock = new TestClock(Date.parse('2026-11-23T10:00:00Z'));
  const profiles = createProfilesDomain({ orm: storage.orm, now: clock.now, settings: loadResumeSettings({}) });
  return { ...storage, profiles, clock };
}

export const newSubject = () => randomUUID();
