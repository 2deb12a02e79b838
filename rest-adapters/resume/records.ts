import { z } from 'zod';
import type { MaskFieldsFragment, NarrativeTaskFieldsFragment } from '@platform/operations';

const text = z.string().nullable();

/** A 204: no body at all. */
export const noContent = z.never().optional().meta({ id: 'NoContent', description: 'no content' });
const words = z.array(z.string());

/** The resume API's profile (camelCase, as the graph has it). */
export const profileRecord = z
  .object({
    id: z.uuid(),
    identityId: z.uuid(),
    slug: z.string(),
    displayName: z.string(),
    title: text,
    headline: text,
    summaryMarkdown: text,
    avatarUrl: text,
    locationText: text,
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Profile' });

export const profileListItem = profileRecord
  .pick({ id: true, slug: true, displayName: true, title: true, isActive: true, createdAt: true })
  .meta({ id: 'ProfileListItem' });
export const profilePage = z
  .object({
    profiles: z.array(profileListItem),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: 'ProfilePage' });

export const experienceRecord = z
  .object({
    id: z.uuid(),
    profileId: z.uuid(),
    title: z.string(),
    company: text,
    location: text,
    startDate: text,
    endDate: text,
    isCurrent: z.boolean(),
    description: text,
    achievements: words,
    technologies: words,
    tags: words,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Experience' });
export const skillRecord = z
  .object({
    id: z.uuid(),
    profileId: z.uuid(),
    name: z.string(),
    category: text,
    proficiencyLevel: text,
    yearsOfExperience: z.number().nullable(),
    tags: words,
    createdAt: z.string(),
  })
  .meta({ id: 'Skill' });
export const projectRecord = z
  .object({
    id: z.uuid(),
    profileId: z.uuid(),
    name: z.string(),
    description: text,
    url: text,
    startDate: text,
    status: text,
    technologies: words,
    tags: words,
    createdAt: z.string(),
  })
  .meta({ id: 'Project' });

/** The resume API's mask: snake_case functional_scope and stylistic_parameters, as its OpenAPI spells them. */
export const maskRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    ontology: z.string(),
    functional_scope: z.string(),
    stylistic_parameters: z.object({
      tone: z.string(),
      rhetorical_mode: z.string(),
      compression_ratio: z.number(),
    }),
    contexts: words,
    tags: words,
  })
  .meta({ id: 'Mask' });

export const toMaskRecord = ({
  stylisticParameters: style,
  functionalScope,
  ...mask
}: MaskFieldsFragment) => ({
  id: mask.id,
  name: mask.name,
  ontology: mask.ontology,
  functional_scope: functionalScope,
  stylistic_parameters: {
    tone: style.tone,
    rhetorical_mode: style.rhetoricalMode,
    compression_ratio: style.compressionRatio,
  },
  contexts: mask.contexts,
  tags: mask.tags,
});

export const scoredMask = z
  .object({ id: z.string(), name: z.string(), ontology: z.string(), relevanceScore: z.number() })
  .meta({ id: 'ScoredMask' });

export const narrativeBlock = z
  .object({
    block_id: z.string(),
    text: z.string(),
    weight: z.number(),
    sources: words,
    meta: z.object({ personality: z.string(), setting: z.string() }),
  })
  .meta({ id: 'NarrativeBlock' });
export const narrativeResult = z
  .object({
    narrative_blocks: z.array(narrativeBlock).describe('empty while the task is pending'),
    status: z
      .enum(['pending', 'completed'])
      .describe(
        'pending: no orchestrator worker finished it in time; poll GET /profiles/{id}/narrative/{taskId}',
      ),
    taskId: z.uuid(),
  })
  .meta({ id: 'Narrative' });

export const toNarrativeResult = (task: NarrativeTaskFieldsFragment) => ({
  narrative_blocks: (task.blocks ?? []).map(({ blockId, text, weight, sources, meta }) => ({
    block_id: blockId,
    text,
    weight,
    sources,
    meta: { personality: meta.personality, setting: meta.setting },
  })),
  status: task.status,
  taskId: task.id,
});
