import { requireTabsUser } from '@platform/auth';
import { iterateTopic, type EventBus } from '@platform/pubsub';
import { JOB_UPDATED_TOPIC, type JobEvent } from '@platform/jobs';
import type { SubscriptionResolvers } from '@platform/subgraph-kit';
import { toGraphQLJob } from './job.resolvers.js';
import { parseJobId } from './job-id.js';
import type { SubscriptionJobUpdatedArgs } from './__generated__/resolvers-types.js';

/** `jobUpdated(id)`: events of that job, only when it belongs to the subscriber. */
export function jobSubscriptions(bus: EventBus): SubscriptionResolvers {
  return {
    jobUpdated: {
      subscribe(_source, { id }: SubscriptionJobUpdatedArgs, context) {
        const { userId } = requireTabsUser(context);
        parseJobId(id);
        return iterateTopic<JobEvent>(
          bus,
          JOB_UPDATED_TOPIC,
          (event) => event.id === id && event.userId === userId,
        );
      },
      resolve: (event: JobEvent) => toGraphQLJob(event),
    },
  };
}
