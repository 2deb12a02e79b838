import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a real date');
const words = z.array(z.string().trim().min(1).max(120)).max(100).default([]);

/**
 * A PATCH body: every field optional and none defaulted, so a field the caller leaves out keeps its stored
 * value (a create schema's `.partial()` would still fill its defaults, resetting lists and flags).
 */
function patchOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const fields = Object.entries(schema.shape).map(([key, field]) => [
    key,
    ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional(),
  ]);
  return z.object(Object.fromEntries(fields)) as unknown as ReturnType<z.ZodObject<Shape>['partial']>;
}

export const profileCreateSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens'),
  displayName: text(200).min(1),
  title: text(200).nullish(),
  headline: text(300).nullish(),
  summaryMarkdown: z.string().max(20_000).nullish(),
  avatarUrl: z.string().url().max(2000).nullish(),
  locationText: text(200).nullish(),
});
export const profilePatchSchema = profileCreateSchema.partial();

export const experienceCreateSchema = z.object({
  title: text(200).min(1),
  company: text(200).nullish(),
  location: text(200).nullish(),
  startDate: date.nullish(),
  endDate: date.nullish(),
  isCurrent: z.boolean().default(false),
  description: z.string().max(20_000).nullish(),
  achievements: z.array(z.string().trim().min(1).max(1000)).max(50).default([]),
  technologies: words,
  tags: words,
});
export const experiencePatchSchema = patchOf(experienceCreateSchema);

export const skillCreateSchema = z.object({
  name: text(120).min(1),
  category: text(120).nullish(),
  proficiencyLevel: text(60).nullish(),
  yearsOfExperience: z.number().min(0).max(80).nullish(),
  tags: words,
});

export const projectCreateSchema = z.object({
  name: text(200).min(1),
  description: z.string().max(20_000).nullish(),
  url: z.string().url().max(2000).nullish(),
  startDate: date.nullish(),
  status: text(60).nullish(),
  technologies: words,
  tags: words,
});

export const skillPatchSchema = patchOf(skillCreateSchema);
export const projectPatchSchema = patchOf(projectCreateSchema);

/** The resume API's paging: limit default 50, at most 100 (above is an error, not clamped); offset default 0. */
export const pageSchema = z.object({
  limit: z.number().int().min(1).max(100).default(50),
  offset: z.number().int().min(0).default(0),
});

export type ProfileCreate = z.input<typeof profileCreateSchema>;
export type ProfilePatch = z.input<typeof profilePatchSchema>;
export type ExperienceCreate = z.input<typeof experienceCreateSchema>;
export type ExperiencePatch = z.input<typeof experiencePatchSchema>;
export type SkillCreate = z.input<typeof skillCreateSchema>;
export type ProjectCreate = z.input<typeof projectCreateSchema>;
export type SkillPatch = z.input<typeof skillPatchSchema>;
export type ProjectPatch = z.input<typeof projectPatchSchema>;
export type PageInput = z.input<typeof pageSchema>;

/** The resume API's validation shape, shared with hunter (packages/errors). */
export { parseInputFirstIssue as parseInput } from '@platform/errors';
