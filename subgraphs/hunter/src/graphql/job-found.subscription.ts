import { NotFound, DomainError, type ErrorCode } from '@platform/errors';
import { iterateTopic, type EventBus } from '@platform/pubsub';
import type { GraphExecutor, SubscriptionResolvers } from '@platform/subgraph-kit';
import {
  interestsProfile,
  JOB_INDEXED_TOPIC,
  type JobIndexedEvent,
  type JobRecord,
} from '../services/job-index.service.js';
import { hunterCaller } from './hunter-caller.js';

/** What jobFound matches on, read through the graph as the subscriber (so only their own profile answers). */
const PROFILE_INTEREST = /* GraphQL */ `
  query HunterProfileInterest($id: ID!) {
    profile(id: $id) {
      id
      title
      skills {
        name
      }
    }
  }
`;

interface InterestAnswer {
  profile?: { id: string; title: string | null; skills: Array<{ name: string }> } | null;
}

/**
 * `jobFound(profileId)`: every job written to the index from now on (import or a job source, on any
 * replica: the bus carries `hunter.jobIndexed`) that shares a skill with the profile or whose title
 * contains the profile's title. The profile is read once, when the subscription starts.
 */
export function hunterSubscriptions(bus: EventBus, graph: GraphExecutor): SubscriptionResolvers {
  return {
    jobFound: {
      subscribe(_source, { profileId }: { profileId: string }, context) {
        const subscriber = hunterCaller(context, true);
        // The profile is read before the first event; an absent or foreign one ends the stream with NOT_FOUND.
        return (async function* () {
          const answer = await graph.execute(PROFILE_INTEREST, undefined, { id: profileId }, context);
          const profile = (answer.data as InterestAnswer | null | undefined)?.profile;
          if (!profile) {
            const code = answer.errors?.[0]?.extensions?.code;
            if (code && code !== 'NOT_FOUND')
              throw new DomainError(code as ErrorCode, answer.errors![0].message);
            throw new NotFound('Profile');
          }
          const interest = { title: profile.title, skills: profile.skills.map((s) => s.name) };
          // Another user's record is theirs alone: only shared records and the subscriber's own are told.
          yield* iterateTopic<JobIndexedEvent>(
            bus,
            JOB_INDEXED_TOPIC,
            ({ job, ownerId }) =>
              (ownerId === null || ownerId === subscriber) && interestsProfile(job, interest),
          );
        })();
      },
      resolve: ({ job }: JobIndexedEvent): JobRecord => ({
        ...job,
        postedAt: job.postedAt ? new Date(job.postedAt) : null,
      }),
    },
  };
}
