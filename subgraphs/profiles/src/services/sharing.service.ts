import { Conflict, NotFound } from '@platform/errors';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Profile } from '../entities/profile.entity.js';
import { toPublicJsonLd } from '../exports/public-json-ld.js';
import { loadSnapshot } from './profile-snapshot.js';
import { ownedProfile } from './profile.service.js';
import type { ProfilesContext } from './profiles-context.js';

/** The path of a profile's public page on the resume API. */
export const publicPath = (slug: string) => `/public/profiles/${encodeURIComponent(slug)}`;

const sharingView = (profile: Profile) => ({
  profileId: profile.id,
  slug: profile.slug,
  isPublic: profile.isPublic,
  indexable: profile.isPublic && profile.indexable,
  publicPath: profile.isPublic ? publicPath(profile.slug) : null,
});

/**
 * Publishing a profile: its owner turns the public page on or off (private by default) and may let
 * search engines index it. A public page is found by slug alone, so no two active public profiles
 * share one (409 CONFLICT for the second).
 */
export class SharingService {
  constructor(private readonly context: ProfilesContext) {}

  async get(subject: string, profileId: string) {
    return sharingView(await ownedProfile(this.context.orm.em.fork(), subject, profileId));
  }

  async set(subject: string, profileId: string, input: { isPublic: boolean; indexable?: boolean | null }) {
    const em = this.context.orm.em.fork();
    const profile = await ownedProfile(em, subject, profileId);
    profile.isPublic = input.isPublic;
    // Indexing is asked for each time a profile is published: a page made private forgets it.
    profile.indexable = input.isPublic && (input.indexable ?? false);
    profile.updatedAt = this.context.now();
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new Conflict('Another public profile has this slug: change the slug to publish this one');
      throw error;
    }
    return sharingView(profile);
  }

  /** An active public profile by slug, for anyone; NOT_FOUND for a private, deleted or unknown one alike. */
  async publicProfile(slug: string) {
    const em = this.context.orm.em.fork();
    const profile = await em.findOne(Profile, { slug, isPublic: true, isActive: true });
    if (!profile) throw new NotFound('Profile');
    const snapshot = await loadSnapshot(this.context, profile.identityId, profile.id);
    const path = publicPath(profile.slug);
    return {
      slug: profile.slug,
      displayName: profile.displayName,
      title: profile.title ?? null,
      headline: profile.headline ?? null,
      indexable: profile.indexable,
      updatedAt: profile.updatedAt,
      path,
      jsonLd: toPublicJsonLd(snapshot, path),
    };
  }
}
