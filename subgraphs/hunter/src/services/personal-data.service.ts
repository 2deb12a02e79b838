import { Job } from '../entities/job.entity.js';
import { JobSource } from '../entities/job-source.entity.js';
import { UsageCounter } from '../entities/usage-counter.entity.js';
import { HunterTier } from '../entities/hunter-tier.entity.js';
import { TierGrant } from '../entities/tier-grant.entity.js';
import { TierSubscription } from '../entities/tier-subscription.entity.js';
import type { HunterContext } from './hunter-context.js';

/**
 * A user's own data in the hunter domain: every stored row as one archive, and its erasure. The
 * tier, its subscription record and an operator's grant are billing, not derived data: they stay
 * while the Stripe subscription lives (cancel it through the customer portal; its deletion sets FREE).
 */
export class HunterPersonalDataService {
  constructor(private readonly context: HunterContext) {}

  async archive(subject: string) {
    const em = this.context.orm.em.fork();
    const order = { orderBy: { id: 'asc' as const } };
    return {
      tier: await em.findOne(HunterTier, { identityId: subject }),
      grant: await em.findOne(TierGrant, { identityId: subject }),
      subscriptions: await em.find(
        TierSubscription,
        { identityId: subject },
        { orderBy: { eventCreatedAt: 'asc' } },
      ),
      usage: await em.find(
        UsageCounter,
        { identityId: subject },
        { orderBy: { month: 'asc', feature: 'asc' } },
      ),
      jobSources: await em.find(JobSource, { identityId: subject }, order),
      importedJobs: (await em.find(Job, { ownerId: subject }, order)).map(({ skillsText: _, ...job }) => job),
    };
  }

  /** Hard delete of the user's job sources, the jobs they imported or fetched, and every usage row. */
  async erase(subject: string) {
    return this.context.orm.em.transactional(async (em) => ({
      jobSources: await em.nativeDelete(JobSource, { identityId: subject }),
      jobs: await em.nativeDelete(Job, { ownerId: subject }),
      usageRows: await em.nativeDelete(UsageCounter, { identityId: subject }),
    }));
  }
}
