import { createRequire } from 'node:module';
import { BadInput } from '@platform/errors';
import type { ProfileSnapshot } from '../services/profile-snapshot.js';

const resumeSchema = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate(
    resume: unknown,
    callback: (errors: Array<{ property: string; message: string }> | null, valid: boolean) => void,
  ): void;
};

/** Validates against the JSON Resume schema (the @jsonresume/schema package); BadInput names the first problem. */
export function assertJsonResume(resume: unknown): asserts resume is JsonResume {
  if (!resume || typeof resume !== 'object' || Array.isArray(resume))
    throw new BadInput('A JSON Resume is an object', { field: 'body', issue: 'must be an object' });
  let problem: { property: string; message: string } | undefined;
  resumeSchema.validate(resume, (errors) => (problem = errors?.[0]));
  if (problem) {
    const field = problem.property.replace(/^instance\.?/, '') || 'body';
    throw new BadInput(`${field}: ${problem.message}`, { field, issue: problem.message });
  }
}

/** The parts of JSON Resume we read and write (the schema allows more; unknown parts are ignored). */
export interface JsonResume {
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string };
  };
  work?: Array<{
    name?: string;
    position?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }>;
  skills?: Array<{ name?: string; level?: string; keywords?: string[] }>;
  projects?: Array<{
    name?: string;
    description?: string;
    url?: string;
    startDate?: string;
    keywords?: string[];
    roles?: string[];
  }>;
}

/** A JSON Resume date (YYYY, YYYY-MM or YYYY-MM-DD) as the full date our records keep. */
const fullDate = (date?: string) =>
  date ? (date.length === 4 ? `${date}-01-01` : date.length === 7 ? `${date}-01` : date) : null;

export function toJsonResume({ profile, experiences, skills, projects }: ProfileSnapshot): JsonResume {
  const clean = <T extends object>(value: T) => JSON.parse(JSON.stringify(value)) as T;
  return clean({
    basics: {
      name: profile.displayName,
      label: profile.title ?? undefined,
      image: profile.avatarUrl ?? undefined,
      summary: profile.summaryMarkdown ?? undefined,
      location: profile.locationText ? { city: profile.locationText } : undefined,
    },
    work: experiences.map((e) => ({
      name: e.company ?? undefined,
      position: e.title,
      location: e.location ?? undefined,
      startDate: e.startDate ?? undefined,
      endDate: e.endDate ?? undefined,
      summary: e.description ?? undefined,
      highlights: e.achievements,
    })),
    skills: skills.map((s) => ({ name: s.name, level: s.proficiencyLevel ?? undefined, keywords: s.tags })),
    projects: projects.map((p) => ({
      name: p.name,
      description: p.description ?? undefined,
      url: p.url ?? undefined,
      startDate: p.startDate ?? undefined,
      keywords: p.technologies,
    })),
  });
}

/** Our create bodies from a validated JSON Resume (the slug is chosen by the caller). */
export function fromJsonResume(resume: JsonResume) {
  const basics = resume.basics ?? {};
  const place = basics.location
    ? [basics.location.city, basics.location.region, basics.location.countryCode].filter(Boolean).join(', ')
    : undefined;
  return {
    profile: {
      displayName: basics.name ?? 'Unnamed',
      title: basics.label,
      summaryMarkdown: basics.summary,
      avatarUrl: basics.image || undefined,
      locationText: place || undefined,
    },
    experiences: (resume.work ?? []).map((w) => ({
      title: w.position ?? 'Role',
      company: w.name,
      location: w.location,
      startDate: fullDate(w.startDate),
      endDate: fullDate(w.endDate),
      isCurrent: Boolean(w.startDate && !w.endDate),
      description: w.summary,
      achievements: w.highlights ?? [],
    })),
    skills: (resume.skills ?? [])
      .filter((s) => s.name)
      .map((s) => ({ name: s.name!, proficiencyLevel: s.level, tags: s.keywords ?? [] })),
    projects: (resume.projects ?? [])
      .filter((p) => p.name)
      .map((p) => ({
        name: p.name!,
        description: p.description,
        url: p.url,
        startDate: fullDate(p.startDate),
        technologies: p.keywords ?? [],
      })),
  };
}
