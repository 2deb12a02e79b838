import { QuotaService } from './services/quota.service.js';
import { JobIndexService } from './services/job-index.service.js';
import { ApplicationService } from './services/application.service.js';
import type { HunterContext } from './services/hunter-context.js';

export { hunterStorage } from './storage.js';
export { JOB_FOUND_TOPIC, type JobFoundEvent, type JobRecord } from './services/job-index.service.js';
export type { ProfilesPort, HunterProfile, TextModel } from './services/hunter-context.js';
export { QUOTA_LIMITS, QUOTA_FEATURES, type QuotaFeature } from './rules/quotas.js';
export { TIERS, type Tier } from './entities/hunter-tier.entity.js';

export type HunterOptions = Omit<HunterContext, 'now' | 'modelFallback'> & { now?: () => Date; modelFallback?: boolean };

/**
 * The hunter domain without its API (the next stop adds SDL and resolvers): the job index with
 * full-text search, gap analysis, tailoring, cover letters, monthly quotas and `jobFound`.
 * Profiles' data comes only through `profiles` (a ProfilesPort).
 */
export function createHunterDomain(options: HunterOptions) {
  const context: HunterContext = { ...options, now: options.now ?? (() => new Date()), modelFallback: options.modelFallback ?? true };
  const quotas = new QuotaService(context);
  const jobs = new JobIndexService(context, quotas);
  const applications = new ApplicationService(context, jobs, quotas);
  return {
    services: { quotas, jobs, applications },
    jobs: [],
    schedules: [] as Array<[string, string]>,
    close: async () => undefined,
  };
}

export type HunterDomain = ReturnType<typeof createHunterDomain>;
