import { jobSeniority } from './profile-fit.js';
import { skillsInText, SKILL_VOCABULARY } from './skill-gap.js';

/** What the tags of a posting are read from. */
export interface TaggedJob {
  title: string;
  description?: string | null;
  skills: string[];
}

/** Title words that name no theme: joiners and the generic role nouns every posting carries. */
const TITLE_FILLER = new Set([
  'and',
  'or',
  'of',
  'the',
  'for',
  'in',
  'at',
  'a',
  'an',
  'with',
  'to',
  'm',
  'f',
  'd',
  'w',
]);

/** One spelling per term, as the profiles subgraph scores masks: lower case, spaces and underscores as hyphens. */
export const normalizeTag = (term: string) =>
  term
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/**
 * The skills a job requires: its own list, else the known skills and the profile's own that its title
 * and description name (whole words, case-insensitive).
 */
export const requiredSkills = (job: TaggedJob, profileSkills: string[]) =>
  job.skills.length
    ? job.skills
    : skillsInText(`${job.title}\n${job.description ?? ''}`, [...SKILL_VOCABULARY, ...profileSkills]);

/**
 * The themes a posting is about, normalized: its required skills, the known and the profile's skills
 * its text names even when the list leaves them out, and its title's words (not joiners, not levels:
 * "Senior Data Analyst" gives data and analyst).
 */
export function jobTags(job: TaggedJob, profileSkills: string[]): string[] {
  const named = skillsInText(`${job.title}\n${job.description ?? ''}`, [
    ...SKILL_VOCABULARY,
    ...profileSkills,
  ]);
  const titleWords = (job.title.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? []).filter(
    (word) => !TITLE_FILLER.has(word) && !jobSeniority(word),
  );
  return [
    ...new Set([...requiredSkills(job, profileSkills), ...named, ...titleWords].map(normalizeTag)),
  ].filter(Boolean);
}
