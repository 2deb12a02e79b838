import { defineEntity, p } from '@mikro-orm/core';

const ExperienceSchema = defineEntity({
  name: 'Experience',
  schema: 'profiles',
  tableName: 'experience',
  indexes: [{ name: 'experience_profile_idx', properties: ['profileId', 'startDate'] }],
  properties: {
    id: p.uuid().primary(),
    profileId: p.uuid(),
    title: p.string().length(200),
    company: p.string().length(200).nullable(),
    location: p.string().length(200).nullable(),
    /** YYYY-MM-DD */
    startDate: p.string().length(10).nullable(),
    endDate: p.string().length(10).nullable(),
    isCurrent: p.boolean().default(false),
    /** AES-256-GCM (FieldCipher), never plaintext. */
    descriptionEncrypted: p.text().nullable(),
    achievements: p.json<string[]>(),
    technologies: p.json<string[]>(),
    tags: p.json<string[]>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class Experience extends ExperienceSchema.class {}
ExperienceSchema.setClass(Experience);
