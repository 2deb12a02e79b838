import type { HunterDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { hunterCaller } from './hunter-caller.js';
import { representationPort, type ProfileRepresentation } from './profile-representation.js';

/**
 * The hunter's fields of Profile. The gateway resolved the profile in the profiles subgraph first
 * (for its owner only) and sends the @required fields in the representation.
 */
export function profileResolvers(domain: HunterDomain, enabled: boolean): Resolvers {
  const { services } = domain;
  const rep = (parent: unknown) => parent as ProfileRepresentation;
  return {
    Profile: {
      __resolveReference: (reference) => reference,
      matchingJobs(parent, { limit }, context) {
        const { title, skills } = rep(parent);
        return services.jobs.matchingFor(
          hunterCaller(context, enabled),
          { title: title ?? null, skills: (skills ?? []).map((s) => s.name) },
          limit,
        );
      },
      jobGap(parent, { jobId }, context) {
        return domain
          .applicationsFor(representationPort(rep(parent)))
          .analyzeGap(hunterCaller(context, enabled), jobId, rep(parent).id);
      },
      tailoring(parent, { jobId }, context) {
        return domain
          .applicationsFor(representationPort(rep(parent)))
          .tailor(hunterCaller(context, enabled), jobId, rep(parent).id);
      },
      coverLetter(parent, { jobId, tone }, context) {
        return domain
          .applicationsFor(representationPort(rep(parent)))
          .coverLetter(hunterCaller(context, enabled), jobId, rep(parent).id, tone);
      },
    },
  };
}
