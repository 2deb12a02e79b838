import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export function ExperienceInputSchema() {
  return z.object({
    achievements: z.array(z.string()).max(50, "may hold at most 50 items").nullish(),
    company: z.string().max(200, "must be at most 200 characters").nullish(),
    description: z.string().max(20000, "must be at most 20000 characters").nullish(),
    endDate: z.string().max(10, "must be at most 10 characters").nullish(),
    isCurrent: z.boolean().nullish(),
    location: z.string().max(200, "must be at most 200 characters").nullish(),
    startDate: z.string().max(10, "must be at most 10 characters").nullish(),
    tags: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    technologies: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    title: z.string().max(200, "must be at most 200 characters").regex(/\S/, "is required")
  })
}

export function ExperiencePatchInputSchema() {
  return z.object({
    achievements: z.array(z.string()).max(50, "may hold at most 50 items").nullish(),
    company: z.string().max(200, "must be at most 200 characters").nullish(),
    description: z.string().max(20000, "must be at most 20000 characters").nullish(),
    endDate: z.string().max(10, "must be at most 10 characters").nullish(),
    isCurrent: z.boolean().nullish(),
    location: z.string().max(200, "must be at most 200 characters").nullish(),
    startDate: z.string().max(10, "must be at most 10 characters").nullish(),
    tags: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    technologies: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    title: z.string().max(200, "must be at most 200 characters").regex(/\S/, "is required").nullish()
  })
}

export function MaskSelectionInputSchema() {
  return z.object({
    contexts: z.array(z.string()).max(50, "may hold at most 50 items").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(50, "must be at most 50").nullish(),
    tags: z.array(z.string()).max(50, "may hold at most 50 items").nullish()
  })
}

export function NarrativeInputSchema() {
  return z.object({
    contexts: z.array(z.string()).max(50, "may hold at most 50 items").nullish(),
    maskId: z.string().max(100, "must be at most 100 characters").nullish(),
    settings: z.lazy(() => NarrativeSettingsInputSchema().nullish()),
    tags: z.array(z.string()).max(50, "may hold at most 50 items").nullish(),
    timeline: z.array(z.lazy(() => TimelineItemInputSchema())).max(200, "may hold at most 200 items").nullish()
  })
}

export function NarrativeSettingsInputSchema() {
  return z.object({
    compressionRatio: z.number().min(0, "must be at least 0").max(1, "must be at most 1").nullish(),
    tone: z.string().max(40, "must be at most 40 characters").nullish()
  })
}

export function ProfileInputSchema() {
  return z.object({
    avatarUrl: z.string().max(2000, "must be at most 2000 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").nullish(),
    displayName: z.string().max(200, "must be at most 200 characters").regex(/\S/, "is required"),
    headline: z.string().max(300, "must be at most 300 characters").nullish(),
    locationText: z.string().max(200, "must be at most 200 characters").nullish(),
    slug: z.string().min(1, "must be at least 1 characters").max(80, "must be at most 80 characters"),
    summaryMarkdown: z.string().max(20000, "must be at most 20000 characters").nullish(),
    title: z.string().max(200, "must be at most 200 characters").nullish()
  })
}

export function ProfilePatchInputSchema() {
  return z.object({
    avatarUrl: z.string().max(2000, "must be at most 2000 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").nullish(),
    displayName: z.string().max(200, "must be at most 200 characters").regex(/\S/, "is required").nullish(),
    headline: z.string().max(300, "must be at most 300 characters").nullish(),
    locationText: z.string().max(200, "must be at most 200 characters").nullish(),
    slug: z.string().min(1, "must be at least 1 characters").max(80, "must be at most 80 characters").nullish(),
    summaryMarkdown: z.string().max(20000, "must be at most 20000 characters").nullish(),
    title: z.string().max(200, "must be at most 200 characters").nullish()
  })
}

export function ProjectInputSchema() {
  return z.object({
    description: z.string().max(20000, "must be at most 20000 characters").nullish(),
    name: z.string().max(200, "must be at most 200 characters").regex(/\S/, "is required"),
    startDate: z.string().max(10, "must be at most 10 characters").nullish(),
    status: z.string().max(60, "must be at most 60 characters").nullish(),
    tags: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    technologies: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    url: z.string().max(2000, "must be at most 2000 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").nullish()
  })
}

export function ProjectPatchInputSchema() {
  return z.object({
    description: z.string().max(20000, "must be at most 20000 characters").nullish(),
    name: z.string().max(200, "must be at most 200 characters").regex(/\S/, "is required").nullish(),
    startDate: z.string().max(10, "must be at most 10 characters").nullish(),
    status: z.string().max(60, "must be at most 60 characters").nullish(),
    tags: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    technologies: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    url: z.string().max(2000, "must be at most 2000 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").nullish()
  })
}

export function SkillInputSchema() {
  return z.object({
    category: z.string().max(120, "must be at most 120 characters").nullish(),
    name: z.string().max(120, "must be at most 120 characters").regex(/\S/, "is required"),
    proficiencyLevel: z.string().max(60, "must be at most 60 characters").nullish(),
    tags: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    yearsOfExperience: z.number().min(0, "must be at least 0").max(80, "must be at most 80").nullish()
  })
}

export function SkillPatchInputSchema() {
  return z.object({
    category: z.string().max(120, "must be at most 120 characters").nullish(),
    name: z.string().max(120, "must be at most 120 characters").regex(/\S/, "is required").nullish(),
    proficiencyLevel: z.string().max(60, "must be at most 60 characters").nullish(),
    tags: z.array(z.string()).max(100, "may hold at most 100 items").nullish(),
    yearsOfExperience: z.number().min(0, "must be at least 0").max(80, "must be at most 80").nullish()
  })
}

export function TimelineItemInputSchema() {
  return z.object({
    end: z.string().max(40, "must be at most 40 characters").nullish(),
    id: z.string().max(120, "must be at most 120 characters").regex(/\S/, "is required"),
    start: z.string().max(40, "must be at most 40 characters").nullish(),
    tags: z.array(z.string()).max(50, "may hold at most 50 items").nullish(),
    title: z.string().max(300, "must be at most 300 characters").regex(/\S/, "is required")
  })
}

export function MutationAddExperienceArgsSchema() {
  return z.object({
    input: z.lazy(() => ExperienceInputSchema()),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationAddProjectArgsSchema() {
  return z.object({
    input: z.lazy(() => ProjectInputSchema()),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationAddSkillArgsSchema() {
  return z.object({
    input: z.lazy(() => SkillInputSchema()),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationCreateResumeProfileArgsSchema() {
  return z.object({
    input: z.lazy(() => ProfileInputSchema())
  })
}

export function MutationDeleteExperienceArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationDeleteProjectArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationDeleteResumeProfileArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationDeleteSkillArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationExportProfilePdfArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    maskId: z.string().max(100, "must be at most 100 characters").nullish()
  })
}

export function MutationGenerateNarrativeArgsSchema() {
  return z.object({
    input: z.lazy(() => NarrativeInputSchema()),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationImportJsonResumeArgsSchema() {
  return z.object({
    resume: z.unknown(),
    slug: z.string().max(80, "must be at most 80 characters")
  })
}

export function MutationSetProfileSharingArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    indexable: z.boolean().nullish(),
    isPublic: z.boolean()
  })
}

export function MutationUpdateExperienceArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    input: z.lazy(() => ExperiencePatchInputSchema()),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationUpdateProjectArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    input: z.lazy(() => ProjectPatchInputSchema()),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationUpdateResumeProfileArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    input: z.lazy(() => ProfilePatchInputSchema())
  })
}

export function MutationUpdateSkillArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    input: z.lazy(() => SkillPatchInputSchema()),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function ProfileMasksArgsSchema() {
  return z.object({
    contexts: z.array(z.string()).max(50, "may hold at most 50 items").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(50, "must be at most 50").default(5),
    tags: z.array(z.string()).max(50, "may hold at most 50 items").nullish()
  })
}

export function QueryExperiencesArgsSchema() {
  return z.object({
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryMaskArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryMaskSelectionArgsSchema() {
  return z.object({
    input: z.lazy(() => MaskSelectionInputSchema()),
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryMasksArgsSchema() {
  return z.object({
    ontology: z.string().max(100, "must be at most 100 characters").nullish()
  })
}

export function QueryNarrativeTaskArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryProfileArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryProfileCredentialArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryProfileJsonLdArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryProfileJsonResumeArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryProfileSharingArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryProfilesArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").default(50),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(1000000, "must be at most 1000000").default(0)
  })
}

export function QueryProjectsArgsSchema() {
  return z.object({
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryPublicProfileArgsSchema() {
  return z.object({
    slug: z.string().max(80, "must be at most 80 characters")
  })
}

export function QuerySkillsArgsSchema() {
  return z.object({
    profileId: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryVerifyCredentialArgsSchema() {
  return z.object({
    credential: z.unknown()
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.addExperience': MutationAddExperienceArgsSchema,
  'Mutation.addProject': MutationAddProjectArgsSchema,
  'Mutation.addSkill': MutationAddSkillArgsSchema,
  'Mutation.createResumeProfile': MutationCreateResumeProfileArgsSchema,
  'Mutation.deleteExperience': MutationDeleteExperienceArgsSchema,
  'Mutation.deleteProject': MutationDeleteProjectArgsSchema,
  'Mutation.deleteResumeProfile': MutationDeleteResumeProfileArgsSchema,
  'Mutation.deleteSkill': MutationDeleteSkillArgsSchema,
  'Mutation.exportProfilePdf': MutationExportProfilePdfArgsSchema,
  'Mutation.generateNarrative': MutationGenerateNarrativeArgsSchema,
  'Mutation.importJsonResume': MutationImportJsonResumeArgsSchema,
  'Mutation.setProfileSharing': MutationSetProfileSharingArgsSchema,
  'Mutation.updateExperience': MutationUpdateExperienceArgsSchema,
  'Mutation.updateProject': MutationUpdateProjectArgsSchema,
  'Mutation.updateResumeProfile': MutationUpdateResumeProfileArgsSchema,
  'Mutation.updateSkill': MutationUpdateSkillArgsSchema,
  'Profile.masks': ProfileMasksArgsSchema,
  'Query.experiences': QueryExperiencesArgsSchema,
  'Query.mask': QueryMaskArgsSchema,
  'Query.maskSelection': QueryMaskSelectionArgsSchema,
  'Query.masks': QueryMasksArgsSchema,
  'Query.narrativeTask': QueryNarrativeTaskArgsSchema,
  'Query.profile': QueryProfileArgsSchema,
  'Query.profileCredential': QueryProfileCredentialArgsSchema,
  'Query.profileJsonLd': QueryProfileJsonLdArgsSchema,
  'Query.profileJsonResume': QueryProfileJsonResumeArgsSchema,
  'Query.profileSharing': QueryProfileSharingArgsSchema,
  'Query.profiles': QueryProfilesArgsSchema,
  'Query.projects': QueryProjectsArgsSchema,
  'Query.publicProfile': QueryPublicProfileArgsSchema,
  'Query.skills': QuerySkillsArgsSchema,
  'Query.verifyCredential': QueryVerifyCredentialArgsSchema,
};
