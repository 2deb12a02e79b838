import { currentExperience, type ProfileSnapshot } from '../services/profile-snapshot.js';

/**
 * The schema.org Person a public page shows: only what the owner published by making the profile
 * public, which is its name, title, headline and avatar, skills, roles (title, employer, dates)
 * and projects. Never the owner's id, the summary or location (the encrypted fields), nor the
 * free text of experiences (descriptions, achievements), where contact details tend to be.
 */
export function toPublicJsonLd({ profile, experiences, skills, projects }: ProfileSnapshot, url: string) {
  const current = currentExperience({ profile, experiences, skills, projects });
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    url,
    name: profile.displayName,
    jobTitle: current?.title ?? profile.title ?? undefined,
    worksFor: current?.company ? { '@type': 'Organization', name: current.company } : undefined,
    description: profile.headline ?? undefined,
    image: profile.avatarUrl ?? undefined,
    knowsAbout: skills.map((skill) => ({
      '@type': 'DefinedTerm',
      name: skill.name,
      inDefinedTermSet: skill.category ?? undefined,
    })),
    hasOccupation: experiences.map((e) => ({
      '@type': 'OrganizationRole',
      roleName: e.title,
      startDate: e.startDate ?? undefined,
      endDate: e.endDate ?? undefined,
      memberOf: e.company ? { '@type': 'Organization', name: e.company } : undefined,
    })),
    subjectOf: projects.map((p) => ({
      '@type': 'CreativeWork',
      name: p.name,
      url: p.url ?? undefined,
    })),
  };
}
