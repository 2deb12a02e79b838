import { TIERS, type Tier } from '../entities/hunter-tier.entity.js';

export const QUOTA_FEATURES = ['job_searches', 'resume_tailoring', 'cover_letters', 'auto_apply'] as const;
export type QuotaFeature = (typeof QUOTA_FEATURES)[number];

/** The Hunter API's monthly quotas (docs/products/resume.md); Infinity is unlimited. */
export const QUOTA_LIMITS: Record<Tier, Record<QuotaFeature, number>> = {
  FREE: { job_searches: 5, resume_tailoring: 0, cover_letters: 0, auto_apply: 0 },
  PRO: { job_searches: Infinity, resume_tailoring: 5, cover_letters: 3, auto_apply: 5 },
  ENTERPRISE: {
    job_searches: Infinity,
    resume_tailoring: Infinity,
    cover_letters: Infinity,
    auto_apply: Infinity,
  },
};

/** The calendar month (UTC) a call counts in, as YYYY-MM. */
export const monthKey = (at: Date) => at.toISOString().slice(0, 7);

/** When the quota resets: the first instant of the next UTC month. */
export const nextMonthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));

/** The tier that allows more (TIERS is in rising order); FREE when neither is set. */
export const higherTier = (...tiers: Array<Tier | null | undefined>): Tier =>
  tiers.reduce<Tier>(
    (best, tier) => (tier && TIERS.indexOf(tier) > TIERS.indexOf(best) ? tier : best),
    'FREE',
  );
