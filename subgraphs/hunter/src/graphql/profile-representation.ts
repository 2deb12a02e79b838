import { NotFound } from '@platform/errors';
import { normalizeTag } from '../rules/job-tags.js';
import type { HunterProfile, ProfilesPort } from '../services/hunter-context.js';

/** The Profile fields the hunter @requires, as the gateway hands them over (absent when not required). */
export interface ProfileRepresentation {
  id: string;
  displayName?: string;
  title?: string | null;
  headline?: string | null;
  skills?: Array<{ name: string; tags?: string[] }>;
  experiences?: Array<{
    id?: string;
    title: string;
    company?: string | null;
    isCurrent?: boolean;
    technologies?: string[];
    tags?: string[];
    achievements?: string[];
  }>;
  masks?: Array<{ id: string; name: string; ontology: string; tags?: string[] }>;
}

export function hunterProfileOf(rep: ProfileRepresentation): HunterProfile {
  return {
    profile: {
      id: rep.id,
      displayName: rep.displayName ?? '',
      title: rep.title ?? null,
      headline: rep.headline ?? null,
    },
    skills: (rep.skills ?? []).map((s) => ({ name: s.name, tags: s.tags ?? [] })),
    experiences: (rep.experiences ?? []).map((e, index) => ({
      id: e.id ?? String(index),
      title: e.title,
      company: e.company ?? null,
      isCurrent: e.isCurrent ?? false,
      technologies: e.technologies ?? [],
      tags: e.tags ?? [],
      achievements: e.achievements ?? [],
    })),
  };
}

/**
 * The domain's ProfilesPort answered from one representation: the profiles subgraph already resolved
 * the profile for its owner (another user's is absent before the hunter is asked), so the snapshot is
 * what the gateway sent. Masks are ranked by the share of the request's tags (the job's, rules/job-tags.ts)
 * found among their tags, id or family, as the profiles subgraph matches a request's tags; ties keep
 * the profiles subgraph's order, which ranks them for the profile.
 */
export function representationPort(rep: ProfileRepresentation): ProfilesPort {
  return {
    snapshot: async (_subject, profileId) => {
      if (profileId !== rep.id) throw new NotFound('Profile');
      return hunterProfileOf(rep);
    },
    selectMasks: async (_subject, _profileId, { tags, limit }) => {
      const wanted = new Set(tags.map(normalizeTag));
      const scored = (rep.masks ?? []).map((mask, order) => {
        const own = new Set([...(mask.tags ?? []), mask.id, mask.ontology.split('/')[0]].map(normalizeTag));
        const hits = [...wanted].filter((t) => own.has(t)).length;
        return {
          mask,
          order,
          relevanceScore: wanted.size ? Math.round((hits / wanted.size) * 1000) / 1000 : 0,
        };
      });
      scored.sort((a, b) => b.relevanceScore - a.relevanceScore || a.order - b.order);
      if (!scored.length) throw new NotFound('Mask');
      return scored.slice(0, limit).map(({ mask, relevanceScore }) => ({
        id: mask.id,
        name: mask.name,
        ontology: mask.ontology,
        relevanceScore,
      }));
    },
  };
}
