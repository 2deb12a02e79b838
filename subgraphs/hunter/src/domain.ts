import { QuotaService } from './services/quota.service.js';
import { JobIndexService } from './services/job-index.service.js';
import { ApplicationService } from './services/application.service.js';
import { JobSourceService } from './services/job-source.service.js';
import { JobFreshnessService } from './services/job-freshness.service.js';
import { HunterBillingService, type HunterBillingSettings } from './services/billing.service.js';
import { HunterPersonalDataService } from './services/personal-data.service.js';
import { hunterJobs, hunterSchedules } from './jobs/hunter-jobs.js';
import { UrlGuard, type RefusalLog } from '@platform/url-guard';
import type { HunterContext, ProfilesPort } from './services/hunter-context.js';

export { hunterStorage } from './storage.js';
export {
  JOB_FOUND_TOPIC,
  JOB_INDEXED_TOPIC,
  interestsProfile,
  type JobFoundEvent,
  type JobIndexedEvent,
  type JobRecord,
} from './services/job-index.service.js';
export type { ProfilesPort, HunterProfile, TextModel } from './services/hunter-context.js';
export { QUOTA_LIMITS, QUOTA_FEATURES, type QuotaFeature } from './rules/quotas.js';
export { TIERS, type Tier } from './entities/hunter-tier.entity.js';

export { HUNTER_JOB } from './jobs/hunter-jobs.js';

export type HunterOptions = Omit<HunterContext, 'now' | 'modelFallback'> & {
  now?: () => Date;
  modelFallback?: boolean;
  /** HUNTER_SOURCES_ALLOW_PRIVATE and HUNTER_SOURCE_REFRESH_INTERVAL of the resume settings; `log` gets the address a refused source resolved to. */
  sources: { allowPrivate: boolean; refreshInterval: string; log?: RefusalLog };
  /** Checkout and the customer portal (STRIPE_SECRET_KEY, STRIPE_API_URL, HUNTER_PRICE_*); unset: 503 checkout_unavailable. */
  billing?: HunterBillingSettings;
};

/**
 * The hunter domain's services, without its API (subgraph.ts adds SDL and resolvers): the job index with
 * full-text search, gap analysis, tailoring, cover letters, monthly quotas and `jobFound`.
 * Profiles' data comes only through `profiles` (a ProfilesPort).
 */
export function createHunterDomain(options: HunterOptions) {
  const context: HunterContext = {
    ...options,
    now: options.now ?? (() => new Date()),
    modelFallback: options.modelFallback ?? true,
  };
  const quotas = new QuotaService(context);
  const jobs = new JobIndexService(context, quotas);
  const applications = new ApplicationService(context, jobs, quotas);
  const sources = new JobSourceService(
    context,
    jobs,
    new JobFreshnessService(context),
    new UrlGuard({ allowPrivate: options.sources.allowPrivate, log: options.sources.log }),
  );
  const billing = new HunterBillingService(context, options.billing ?? { prices: {} });
  return {
    services: {
      quotas,
      jobs,
      applications,
      sources,
      billing,
      personalData: new HunterPersonalDataService(context),
    },
    /** The same services over another ProfilesPort: the subgraph's, answered by one Profile representation. */
    applicationsFor: (profiles: ProfilesPort) =>
      new ApplicationService({ ...context, profiles }, jobs, quotas),
    jobs: hunterJobs(sources),
    schedules: hunterSchedules(options.sources.refreshInterval),
    close: async () => undefined,
  };
}

export type HunterDomain = ReturnType<typeof createHunterDomain>;
