import type { DomainOrm } from '@platform/db';
import { FieldCipher } from './crypto/field-cipher.js';
import { ProfileService } from './services/profile.service.js';
import { CareerService } from './services/career.service.js';
import type { ResumeSettings } from './config/resume-settings.js';

export { profilesStorage } from './storage.js';
export * from './config/resume-settings.js';
export type * from './services/profile-views.js';

export interface ProfilesOptions {
  orm: DomainOrm;
  settings: Pick<ResumeSettings, 'PROFILE_ENCRYPTION_KEY'>;
  now?: () => Date;
}

/**
 * The profiles domain without its API (the next stop adds SDL and resolvers): profiles, experiences,
 * skills and projects with encrypted sensitive fields.
 */
export function createProfilesDomain(options: ProfilesOptions) {
  const context = { orm: options.orm, now: options.now ?? (() => new Date()), cipher: new FieldCipher(options.settings.PROFILE_ENCRYPTION_KEY) };
  const profiles = new ProfileService(context);
  const career = new CareerService(context);
  return {
    services: { profiles, career },
    jobs: [],
    schedules: [] as Array<[string, string]>,
    close: async () => undefined,
  };
}

export type ProfilesDomain = ReturnType<typeof createProfilesDomain>;
