import { currentExperience, type ProfileSnapshot } from '../services/profile-snapshot.js';

/**
 * schema.org/Person: name = displayName, jobTitle = the current experience's title (else the
 * profile's title), worksFor = the current employer; skills as DefinedTerm, experiences as
 * OrganizationRole (hasOccupation), projects as CreativeWork.
 */
export function toJsonLd({ profile, experiences, skills, projects }: ProfileSnapshot) {
  const current = currentExperience({ profile, experiences, skills, projects });
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `urn:uuid:${profile.id}`,
    name: profile.displayName,
    jobTitle: current?.title ?? profile.title ?? undefined,
    worksFor: current?.company ? { '@type': 'Organization', name: current.company } : undefined,
    description: profile.headline ?? undefined,
    homeLocation: profile.locationText ? { '@type': 'Place', name: profile.locationText } : undefined,
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
      description: e.description ?? undefined,
      skills: e.technologies.length ? e.technologies.join(', ') : undefined,
    })),
    subjectOf: projects.map((p) => ({
      '@type': 'CreativeWork',
      name: p.name,
      url: p.url ?? undefined,
      description: p.description ?? undefined,
    })),
  };
}
