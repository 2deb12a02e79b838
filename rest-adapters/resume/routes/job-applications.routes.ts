import { z } from 'zod';
import {
  AnalyzeJobGapDocument,
  GenerateCoverLetterDocument,
  TailorResumeDocument,
} from '@platform/operations';
import { CoverLetterToneSchema, ProfileCoverLetterArgsSchema } from '@platform/subgraph-hunter/validation';
import { QueryProfileArgsSchema } from '@platform/subgraph-profiles/validation';
import { route } from '../../core/index.js';
import { jobIdParams } from './job-records.js';

const profileBody = z.object({ profileId: QueryProfileArgsSchema().shape.id });
const readsProfile =
  "One operation over the graph: the profiles subgraph reads the caller's profile (so the token needs profiles:read too; " +
  "another user's profile is 404), the hunter compares it with the job (an unknown job is 404).";

/** The Hunter Protocol against one of the caller's profiles: gap analysis, tailoring, cover letter. */
export const jobApplicationRoutes = [
  route({
    method: 'post',
    path: '/jobs/:jobId/analyze-gap',
    summary:
      'Skill gap of a profile against a job: required, present, missing, importance, and an ATS keyword match score',
    description: `required = the job's skills (or the skills its description names); importance low/medium/high by the share missing; atsScore 0-100. ${readsProfile}`,
    tag: 'Hunter',
    auth: 'user',
    params: jobIdParams,
    body: profileBody,
    operation: AnalyzeJobGapDocument,
    variables: ({ params, body }) => ({ jobId: params.jobId, profileId: body.profileId }),
    respond: ({ profile }) => profile!.jobGap,
    response: z
      .object({
        required: z.array(z.string()),
        present: z.array(z.string()),
        missing: z.array(z.string()),
        importance: z.enum(['low', 'medium', 'high']),
        atsScore: z.number().int(),
      })
      .meta({ id: 'GapAnalysis' }),
    errors: [404],
  }),
  route({
    method: 'post',
    path: '/jobs/:jobId/tailor-resume',
    summary: 'Tailor a profile to a job: the best mask, the experiences that match its skills, a summary',
    description: `Counts against resume_tailoring (FREE 0, PRO 5 a month, ENTERPRISE unlimited): 429 QUOTA_EXCEEDED over it. ${readsProfile}`,
    tag: 'Hunter',
    auth: 'user',
    params: jobIdParams,
    body: profileBody,
    operation: TailorResumeDocument,
    variables: ({ params, body }) => ({ jobId: params.jobId, profileId: body.profileId }),
    respond: ({ profile }) => profile!.tailoring,
    response: z
      .object({
        maskId: z.string(),
        maskName: z.string(),
        highlightedExperiences: z.array(z.string()),
        tailoringSummary: z.string(),
      })
      .meta({ id: 'TailoringResult' }),
    errors: [404, 429],
  }),
  route({
    method: 'post',
    path: '/jobs/:jobId/generate-cover-letter',
    summary: 'A cover letter from a profile for a job, with its word count',
    description:
      'tone: free text (at most 200 characters) mapped to the nearest supported tone, echoed as tone in the answer: ' +
      'professional, enthusiastic, concise or warm by name (any case), else the first word that is a known synonym ' +
      '(friendly: warm, brief: concise, excited: enthusiastic, formal: professional, ...), else professional, also when absent. ' +
      `Counts against cover_letters (FREE 0, PRO 3, ENTERPRISE unlimited). ${readsProfile}`,
    tag: 'Hunter',
    auth: 'user',
    params: jobIdParams,
    body: profileBody.extend({ tone: ProfileCoverLetterArgsSchema().shape.tone }),
    operation: GenerateCoverLetterDocument,
    variables: ({ params, body }) => ({
      jobId: params.jobId,
      profileId: body.profileId,
      tone: body.tone ?? null,
    }),
    respond: ({ profile }) => profile!.coverLetter,
    response: z
      .object({ text: z.string(), wordCount: z.number().int(), tone: CoverLetterToneSchema })
      .meta({ id: 'CoverLetter' }),
    errors: [404, 429],
  }),
];
