import { experienceField, profileField } from '../crypto/field-cipher.js';
import { Experience } from '../entities/experience.entity.js';
import { Profile } from '../entities/profile.entity.js';
import type { ProfilesContext } from './profiles-context.js';

const LEGACY = { $like: 'v1.%' };
const BATCH = 500;

/**
 * Rewrites the encrypted fields still in the format without associated data (v1) as v2, bound to
 * their row and field: the migration path of existing ciphertexts (reads accept v1 meanwhile).
 * Idempotent; the profiles subgraph runs it when it starts. Returns how many rows it rewrote.
 */
export async function upgradeLegacyCiphertexts(context: ProfilesContext): Promise<number> {
  const { cipher } = context;
  let rewritten = 0;
  for (;;) {
    const em = context.orm.em.fork();
    const profiles = await em.find(
      Profile,
      { $or: [{ summaryMarkdownEncrypted: LEGACY }, { locationTextEncrypted: LEGACY }] },
      { limit: BATCH },
    );
    const experiences = await em.find(Experience, { descriptionEncrypted: LEGACY }, { limit: BATCH });
    if (!profiles.length && !experiences.length) return rewritten;
    for (const profile of profiles) {
      profile.summaryMarkdownEncrypted = cipher.upgrade(
        profile.summaryMarkdownEncrypted,
        profileField(profile.id, 'summaryMarkdown'),
      );
      profile.locationTextEncrypted = cipher.upgrade(
        profile.locationTextEncrypted,
        profileField(profile.id, 'locationText'),
      );
    }
    for (const experience of experiences)
      experience.descriptionEncrypted = cipher.upgrade(
        experience.descriptionEncrypted,
        experienceField(experience.id),
      );
    await em.flush();
    rewritten += profiles.length + experiences.length;
  }
}
