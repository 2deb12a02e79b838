import { defineEntity, p } from '@mikro-orm/core';

const ProfileSchema = defineEntity({
  name: 'Profile',
  schema: 'profiles',
  tableName: 'profile',
  indexes: [{ name: 'profile_owner_idx', properties: ['identityId', 'isActive', 'createdAt'] }],
  // Slug unique per user among active profiles: a deleted profile gives its slug back.
  uniques: [
    {
      name: 'profile_owner_slug_unique',
      expression:
        'create unique index "profile_owner_slug_unique" on "profiles"."profile" ("identity_id", "slug") where "is_active"',
    },
    {
      name: 'profile_public_slug_unique',
      expression:
        'create unique index "profile_public_slug_unique" on "profiles"."profile" ("slug") where "is_public" and "is_active"',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    /** The subject (token `sub`) the profile belongs to. */
    identityId: p.uuid(),
    slug: p.string().length(80),
    displayName: p.string().length(200),
    title: p.string().length(200).nullable(),
    headline: p.string().length(300).nullable(),
    /** AES-256-GCM (FieldCipher), never plaintext. */
    summaryMarkdownEncrypted: p.text().nullable(),
    avatarUrl: p.text().nullable(),
    /** AES-256-GCM (FieldCipher), never plaintext. */
    locationTextEncrypted: p.text().nullable(),
    isActive: p.boolean().default(true),
    /** The owner published it: GET /public/profiles/{slug} shows its public fields, no token needed. */
    isPublic: p.boolean().default(false),
    /** The owner lets search engines index the public page (else noindex). */
    indexable: p.boolean().default(false),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** A person's resume profile; soft delete sets isActive false and keeps the row. */
export class Profile extends ProfileSchema.class {}
ProfileSchema.setClass(Profile);
