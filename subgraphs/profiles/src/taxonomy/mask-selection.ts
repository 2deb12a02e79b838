import { MASKS, type Mask } from './masks.js';

export interface MaskSignals {
  contexts: string[];
  tags: string[];
  /** The profile's skill names and tags. */
  skills: string[];
  /** Tags and technologies of the profile's experiences. */
  experienceTags: string[];
}

export interface ScoredMask {
  id: string;
  name: string;
  ontology: string;
  /** The mask's themes, so a caller with signals of its own (a job's skills) can re-rank. */
  tags: string[];
  relevanceScore: number;
}

/** How much one matched term is worth, by where it came from. */
export const MASK_WEIGHTS = { context: 3, tag: 2, skill: 1, experienceTag: 1 } as const;

const norm = (words: string[]) =>
  new Set(
    words
      .map((w) =>
        w
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, '-'),
      )
      .filter(Boolean),
  );

/**
 * Scores one mask: each request context among the mask's contexts counts 3, each request tag among
 * its tags (or its family, or its id) counts 2, each skill and each experience tag among its tags
 * counts 1; the sum is divided by the best sum possible for these signals, so the score is in [0, 1].
 */
export function scoreMask(mask: Mask, signals: MaskSignals): number {
  const contexts = norm(signals.contexts);
  const tags = norm(signals.tags);
  const skills = norm(signals.skills);
  const experienceTags = norm(signals.experienceTags);
  const maskTags = new Set([...mask.tags, mask.id, mask.ontology.split('/')[0]]);
  const maskContexts = new Set(mask.contexts);
  const hits = (words: Set<string>, pool: Set<string>) => [...words].filter((w) => pool.has(w)).length;
  const raw =
    MASK_WEIGHTS.context * hits(contexts, maskContexts) +
    MASK_WEIGHTS.tag * hits(tags, maskTags) +
    MASK_WEIGHTS.skill * hits(skills, maskTags) +
    MASK_WEIGHTS.experienceTag * hits(experienceTags, maskTags);
  const best =
    MASK_WEIGHTS.context * contexts.size +
    MASK_WEIGHTS.tag * tags.size +
    MASK_WEIGHTS.skill * skills.size +
    MASK_WEIGHTS.experienceTag * experienceTags.size;
  return best === 0 ? 0 : Math.round((raw / best) * 1000) / 1000;
}

/**
 * Every mask scored, highest first (ties: the taxonomy's order), at most `limit` (at least one), so
 * the answer is never empty while masks exist even when nothing matches.
 */
export function selectMasks(signals: MaskSignals, limit = 5, masks: readonly Mask[] = MASKS): ScoredMask[] {
  return masks
    .map((mask, order) => ({ mask, order, relevanceScore: scoreMask(mask, signals) }))
    .sort((a, b) => b.relevanceScore - a.relevanceScore || a.order - b.order)
    .slice(0, Math.max(1, limit))
    .map(({ mask, relevanceScore }) => ({
      id: mask.id,
      name: mask.name,
      ontology: mask.ontology,
      tags: [...mask.tags],
      relevanceScore,
    }));
}
