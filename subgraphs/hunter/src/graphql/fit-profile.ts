import { NotFound } from '@platform/errors';
import { runSupergraphOperation } from '@platform/subgraph-kit';
import type { FitProfile } from '../rules/profile-fit.js';

const FIT_PROFILE_QUERY = `query HunterFitProfile($id: ID!) {
  profile(id: $id) { title locationText skills { name } experiences { title startDate endDate isCurrent } }
}`;

interface Answer {
  profile: {
    title: string | null;
    locationText: string | null;
    skills: Array<{ name: string }>;
    experiences: FitProfile['experiences'];
  } | null;
}

/**
 * What ranking reads of a profile, asked of the profiles subgraph as the caller (run inside asCaller):
 * its ownership rules apply, so another user's, a deleted or an unknown profile is NOT_FOUND.
 */
export async function readFitProfile(profileId: string): Promise<FitProfile> {
  const { profile } = await runSupergraphOperation<Answer>(FIT_PROFILE_QUERY, { id: profileId });
  if (!profile) throw new NotFound('Profile');
  return { ...profile, skills: profile.skills.map((s) => s.name) };
}
