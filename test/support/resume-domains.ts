import type { ProfilesPort } from '@platform/subgraph-hunter/domain';
import { startProfiles, type ProfilesHarness } from '../../subgraphs/profiles/test/profiles-harness.js';
import { startHunter, type HunterHarness } from '../../subgraphs/hunter/test/hunter-harness.js';

/** The hunter with the real profiles domain behind its port, sharing the profiles' clock. */
export interface ResumeDomains extends HunterHarness {
  profiles: ProfilesHarness;
}

/** The real profiles domain answering the hunter's port in process (the subgraph's comes over the graph). */
export function profilesPort(profiles: ProfilesHarness): ProfilesPort {
  const { services } = profiles.profiles;
  return {
    snapshot: (subject, profileId) => services.snapshot(subject, profileId),
    selectMasks: (subject, profileId, input) => services.narratives.selectMasks(subject, profileId, input),
    interestedProfiles: (job) => services.matcher.interestedProfiles(job),
  };
}

/** Hunter and profiles, each on its own in-memory PGlite (as their own schemas would be), sharing a clock. */
export async function startResumeDomains(): Promise<ResumeDomains> {
  const profiles = await startProfiles();
  const hunter = await startHunter({ profiles: profilesPort(profiles), now: profiles.clock.now });
  return {
    ...hunter,
    profiles,
    close: async () => {
      await hunter.close();
      await profiles.close();
    },
  };
}
