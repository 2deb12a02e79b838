import type { DomainStorage } from '@platform/db';
import { Job } from './entities/job.entity.js';
import { JobSource } from './entities/job-source.entity.js';
import { UsageCounter } from './entities/usage-counter.entity.js';
import { HunterTier } from './entities/hunter-tier.entity.js';
import { TierSubscription } from './entities/tier-subscription.entity.js';
import { ProcessedTierEvent } from './entities/processed-tier-event.entity.js';
import { TierGrant } from './entities/tier-grant.entity.js';
import { migrations } from './migrations/index.js';

/** The hunter domain's tables, in its own Postgres schema. */
export const hunterStorage: DomainStorage = {
  schema: 'hunter',
  entities: [Job, JobSource, UsageCounter, HunterTier, TierSubscription, ProcessedTierEvent, TierGrant],
  migrations,
};
