import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const CoverLetterToneSchema: z.ZodType<"concise" | "enthusiastic" | "professional" | "warm", "concise" | "enthusiastic" | "professional" | "warm"> = z.enum(['concise', 'enthusiastic', 'professional', 'warm']);

export const HunterPaidTierSchema: z.ZodType<"ENTERPRISE" | "PRO", "ENTERPRISE" | "PRO"> = z.enum(['ENTERPRISE', 'PRO']);

export const HunterTierSchema: z.ZodType<"ENTERPRISE" | "FREE" | "PRO", "ENTERPRISE" | "FREE" | "PRO"> = z.enum(['ENTERPRISE', 'FREE', 'PRO']);

export const JobSourceKindSchema: z.ZodType<"feed" | "greenhouse" | "lever", "feed" | "greenhouse" | "lever"> = z.enum(['feed', 'greenhouse', 'lever']);

export const JobSourceRefreshStatusSchema: z.ZodType<"FAILED" | "NEVER_RUN" | "RETRYING" | "RUNNING" | "SUCCEEDED", "FAILED" | "NEVER_RUN" | "RETRYING" | "RUNNING" | "SUCCEEDED"> = z.enum(['FAILED', 'NEVER_RUN', 'RETRYING', 'RUNNING', 'SUCCEEDED']);

export function HunterBillingPortalInputSchema() {
  return z.object({
    returnUrl: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").max(2000, "must be at most 2000 characters")
  })
}

export function HunterCheckoutInputSchema() {
  return z.object({
    cancelUrl: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").max(2000, "must be at most 2000 characters"),
    successUrl: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").max(2000, "must be at most 2000 characters"),
    tier: HunterPaidTierSchema
  })
}

export function JobPostingInputSchema() {
  return z.object({
    closesAt: z.date().nullish(),
    company: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters").nullish(),
    description: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(100000, "must be at most 100000 characters").nullish(),
    location: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters").nullish(),
    postedAt: z.date().nullish(),
    salaryRange: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(120, "must be at most 120 characters").nullish(),
    skills: z.array(z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(120, 'must be at most 120 characters')).max(100, "may hold at most 100 items").nullish(),
    title: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').regex(/\S/, "is required").max(300, "must be at most 300 characters"),
    url: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").max(2000, "must be at most 2000 characters")
  })
}

export function JobSourceInputSchema() {
  return z.object({
    company: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters").nullish(),
    kind: JobSourceKindSchema,
    url: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").max(2000, "must be at most 2000 characters")
  })
}

export function MutationAddJobSourceArgsSchema() {
  return z.object({
    input: z.lazy(() => JobSourceInputSchema())
  })
}

export function MutationApplyTierWebhookArgsSchema() {
  return z.object({
    payload: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000000, "must be at most 1000000 characters"),
    stripeSignature: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2000, "must be at most 2000 characters")
  })
}

export function MutationCreateHunterBillingPortalArgsSchema() {
  return z.object({
    input: z.lazy(() => HunterBillingPortalInputSchema())
  })
}

export function MutationCreateHunterCheckoutArgsSchema() {
  return z.object({
    input: z.lazy(() => HunterCheckoutInputSchema())
  })
}

export function MutationGrantHunterTierArgsSchema() {
  return z.object({
    identityId: z.string(),
    tier: HunterTierSchema
  })
}

export function MutationImportJobsArgsSchema() {
  return z.object({
    jobs: z.array(z.lazy(() => JobPostingInputSchema())).min(1, "must hold at least 1 item(s)").max(5000, "may hold at most 5000 items")
  })
}

export function MutationRemoveJobSourceArgsSchema() {
  return z.object({
    id: z.string()
  })
}

export function MutationSearchJobsArgsSchema() {
  return z.object({
    keywords: z.array(z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(100, 'must be at most 100 characters')).min(1, "must hold at least 1 item(s)").max(20, "may hold at most 20 items"),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").default(50),
    location: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters").nullish(),
    profileId: z.string().nullish()
  })
}

export function ProfileCoverLetterArgsSchema() {
  return z.object({
    jobId: z.string(),
    tone: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters").nullish()
  })
}

export function ProfileJobGapArgsSchema() {
  return z.object({
    jobId: z.string()
  })
}

export function ProfileMasksArgsSchema() {
  return z.object({
    contexts: z.array(z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters')).nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(5),
    tags: z.array(z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters')).nullish()
  })
}

export function ProfileMatchingJobsArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(50, "must be at most 50").default(10)
  })
}

export function ProfileTailoringArgsSchema() {
  return z.object({
    jobId: z.string()
  })
}

export function QueryJobPostingArgsSchema() {
  return z.object({
    id: z.string()
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.addJobSource': MutationAddJobSourceArgsSchema,
  'Mutation.applyTierWebhook': MutationApplyTierWebhookArgsSchema,
  'Mutation.createHunterBillingPortal': MutationCreateHunterBillingPortalArgsSchema,
  'Mutation.createHunterCheckout': MutationCreateHunterCheckoutArgsSchema,
  'Mutation.grantHunterTier': MutationGrantHunterTierArgsSchema,
  'Mutation.importJobs': MutationImportJobsArgsSchema,
  'Mutation.removeJobSource': MutationRemoveJobSourceArgsSchema,
  'Mutation.searchJobs': MutationSearchJobsArgsSchema,
  'Profile.coverLetter': ProfileCoverLetterArgsSchema,
  'Profile.jobGap': ProfileJobGapArgsSchema,
  'Profile.masks': ProfileMasksArgsSchema,
  'Profile.matchingJobs': ProfileMatchingJobsArgsSchema,
  'Profile.tailoring': ProfileTailoringArgsSchema,
  'Query.jobPosting': QueryJobPostingArgsSchema,
};
