import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { Conflict, NotFound, recordId } from '@platform/errors';
import { Profile } from '../entities/profile.entity.js';
import {
  pageSchema,
  parseInput,
  profileCreateSchema,
  profilePatchSchema,
  type PageInput,
  type ProfileCreate,
  type ProfilePatch,
} from '../rules/profile-inputs.js';
import { profileListItem, profileView, type ProfileView } from './profile-views.js';
import type { ProfilesContext } from './profiles-context.js';
import { profileField } from '../crypto/field-cipher.js';

/** The caller's active profile; another user's, a deleted or an unknown one is the same NotFound. */
export async function ownedProfile(em: EntityManager, subject: string, profileId: string): Promise<Profile> {
  const profile = await em.findOne(Profile, {
    id: recordId(profileId, 'Profile'),
    identityId: subject,
    isActive: true,
  });
  if (!profile) throw new NotFound('Profile');
  return profile;
}

const slugTaken = () => new Conflict('You already have a profile with this slug');

/** Profiles: ownership by subject, slug unique per user, paging, soft delete, sensitive fields encrypted. */
export class ProfileService {
  constructor(private readonly context: ProfilesContext) {}

  async create(subject: string, input: ProfileCreate): Promise<ProfileView> {
    const data = parseInput(profileCreateSchema, input);
    const em = this.context.orm.em.fork();
    const now = this.context.now();
    const { summaryMarkdown, locationText, ...plain } = data;
    const id = randomUUID();
    const profile = em.create(Profile, {
      id,
      identityId: subject,
      ...plain,
      summaryMarkdownEncrypted: this.context.cipher.encrypt(
        summaryMarkdown,
        profileField(id, 'summaryMarkdown'),
      ),
      locationTextEncrypted: this.context.cipher.encrypt(locationText, profileField(id, 'locationText')),
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    await this.flush(em);
    return profileView(profile, this.context.cipher);
  }

  async get(subject: string, profileId: string): Promise<ProfileView> {
    return profileView(
      await ownedProfile(this.context.orm.em.fork(), subject, profileId),
      this.context.cipher,
    );
  }

  /** The caller's active profiles, newest first; total counts them all. */
  async list(subject: string, page: PageInput = {}) {
    const { limit, offset } = parseInput(pageSchema, page);
    const [rows, total] = await this.context.orm.em
      .fork()
      .findAndCount(
        Profile,
        { identityId: subject, isActive: true },
        { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset },
      );
    return { profiles: rows.map(profileListItem), total, limit, offset };
  }

  async update(subject: string, profileId: string, patch: ProfilePatch): Promise<ProfileView> {
    const data = parseInput(profilePatchSchema, patch);
    const em = this.context.orm.em.fork();
    const profile = await ownedProfile(em, subject, profileId);
    const { summaryMarkdown, locationText, ...plain } = data;
    em.assign(profile, plain);
    if (summaryMarkdown !== undefined)
      profile.summaryMarkdownEncrypted = this.context.cipher.encrypt(
        summaryMarkdown,
        profileField(profile.id, 'summaryMarkdown'),
      );
    if (locationText !== undefined)
      profile.locationTextEncrypted = this.context.cipher.encrypt(
        locationText,
        profileField(profile.id, 'locationText'),
      );
    profile.updatedAt = this.context.now();
    await this.flush(em);
    return profileView(profile, this.context.cipher);
  }

  /** Soft delete: the row stays with isActive false; afterwards the profile answers NotFound everywhere. */
  async remove(subject: string, profileId: string): Promise<void> {
    const em = this.context.orm.em.fork();
    const profile = await ownedProfile(em, subject, profileId);
    profile.isActive = false;
    profile.updatedAt = this.context.now();
    await em.flush();
  }

  private async flush(em: EntityManager) {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw slugTaken();
      throw error;
    }
  }
}
