/** What ranking reads of a profile (the profiles subgraph answers it as the caller). */
export interface FitProfile {
  title: string | null;
  locationText: string | null;
  skills: string[];
  experiences: Array<{ title: string; startDate: string | null; endDate: string | null; isCurrent: boolean }>;
}

export interface FitJob {
  title: string;
  location: string | null;
  skills: string[];
}

/** How well a job fits a profile, 0–100, and why: each part's own score and what it matched. */
export interface JobFit {
  score: number;
  skills: { score: number; matched: string[]; missing: string[] };
  title: { score: number; matched: string[] };
  location: { score: number; reason: string };
  seniority: { score: number; job: Seniority | null; profile: Seniority };
}

/** The parts' weights (they sum to 1): skills count most, then the title, the place, the level. */
export const FIT_WEIGHTS = { skills: 0.5, title: 0.25, location: 0.15, seniority: 0.1 } as const;

export const SENIORITIES = ['junior', 'mid', 'senior', 'lead'] as const;
export type Seniority = (typeof SENIORITIES)[number];

const JOB_LEVEL_WORDS: Record<string, Seniority> = {
  intern: 'junior',
  junior: 'junior',
  graduate: 'junior',
  entry: 'junior',
  mid: 'mid',
  intermediate: 'mid',
  senior: 'senior',
  sr: 'senior',
  staff: 'lead',
  lead: 'lead',
  principal: 'lead',
  head: 'lead',
  director: 'lead',
};
/** Title words that say nothing about the role's field. */
const FILLER = new Set(['and', 'of', 'the', 'for', 'in', 'at', 'a', ...Object.keys(JOB_LEVEL_WORDS)]);
const REMOTE = /\b(remote|anywhere|worldwide)\b/i;

const wordsOf = (text: string | null | undefined) =>
  (text ?? '').toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? [];
const round = (n: number) => Math.round(n * 100) / 100;

/** The profile's level from its years of experience (overlapping roles counted once per month). */
export function profileSeniority(experiences: FitProfile['experiences'], now: Date): Seniority {
  const months = new Set<string>();
  for (const e of experiences) {
    if (!e.startDate) continue;
    const start = new Date(`${e.startDate.slice(0, 7)}-01T00:00:00Z`);
    const end = e.isCurrent || !e.endDate ? now : new Date(`${e.endDate.slice(0, 7)}-01T00:00:00Z`);
    for (
      let at = start;
      at <= end && months.size < 1200;
      at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
    )
      months.add(at.toISOString().slice(0, 7));
  }
  const years = months.size / 12;
  return years < 2 ? 'junior' : years < 5 ? 'mid' : years < 10 ? 'senior' : 'lead';
}

/** The level a job title names (its first level word), or null when it names none. */
export const jobSeniority = (title: string): Seniority | null =>
  wordsOf(title)
    .map((word) => JOB_LEVEL_WORDS[word])
    .find(Boolean) ?? null;

/**
 * The fit of a job to a profile: skills (the share of the job's skills the profile lists; a job listing
 * none scores 0.5), title (the share of the job title's words found in the profile's title or its
 * experiences' titles), location (1 remote or the same place, 0.5 when either side names none, else 0)
 * and seniority (1 same level or none named, 0.5 one level apart, else 0), weighted by FIT_WEIGHTS.
 */
export function jobFit(job: FitJob, profile: FitProfile, now: Date): JobFit {
  const owned = new Map(profile.skills.map((s) => [s.trim().toLowerCase(), s]));
  const matched = job.skills.filter((s) => owned.has(s.trim().toLowerCase()));
  const missing = job.skills.filter((s) => !owned.has(s.trim().toLowerCase()));
  const skills = job.skills.length ? matched.length / job.skills.length : 0.5;

  const titleWords = [...new Set(wordsOf(job.title).filter((w) => !FILLER.has(w)))];
  const known = new Set([profile.title, ...profile.experiences.map((e) => e.title)].flatMap(wordsOf));
  const titleMatched = titleWords.filter((w) => known.has(w));
  const title = titleWords.length ? titleMatched.length / titleWords.length : 0;

  const location = locationFit(job.location, profile.locationText);

  const level = profileSeniority(profile.experiences, now);
  const wanted = jobSeniority(job.title);
  const distance = wanted ? Math.abs(SENIORITIES.indexOf(wanted) - SENIORITIES.indexOf(level)) : 0;
  const seniority = distance === 0 ? 1 : distance === 1 ? 0.5 : 0;

  const score = Math.round(
    100 *
      (FIT_WEIGHTS.skills * skills +
        FIT_WEIGHTS.title * title +
        FIT_WEIGHTS.location * location.score +
        FIT_WEIGHTS.seniority * seniority),
  );
  return {
    score,
    skills: { score: round(skills), matched, missing },
    title: { score: round(title), matched: titleMatched },
    location,
    seniority: { score: seniority, job: wanted, profile: level },
  };
}

function locationFit(job: string | null, profile: string | null): JobFit['location'] {
  if (job && REMOTE.test(job)) return { score: 1, reason: 'remote' };
  if (!job || !profile)
    return { score: 0.5, reason: job ? 'the profile names no location' : 'the job names no location' };
  const jobWords = new Set(wordsOf(job));
  const shared = wordsOf(profile).filter((w) => jobWords.has(w));
  return shared.length
    ? { score: 1, reason: `same place (${shared.join(', ')})` }
    : { score: 0, reason: 'another place' };
}
