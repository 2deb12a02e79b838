import { z } from 'zod';
import { EraseMyResumeDataDocument, MyResumeDataDocument } from '@platform/operations';
import { route } from '../../core/index.js';

/** The archive's format name: a client reading it later knows which shape it holds. */
export const ARCHIVE_FORMAT = 'resume-data-export/1';

/** "Export my data" and "delete my data": the caller's whole data in the resume and hunter domains. */
export const personalDataRoutes = [
  route({
    method: 'get',
    path: '/me/data',
    summary: 'Export my data: one JSON archive of everything stored for the caller',
    description:
      'profiles: every profile (soft-deleted ones too) with every stored field decrypted, its experiences, skills, projects, ' +
      'narrative tasks and its JSON Resume (jsonResume); hunter: tier, grant, subscription records, usage counters, job sources ' +
      'and the jobs they imported. Needs profiles:read.',
    tag: 'Personal data',
    auth: 'user',
    operation: MyResumeDataDocument,
    respond: ({ myProfilesArchive, myHunterArchive }) => ({
      format: ARCHIVE_FORMAT,
      exportedAt: new Date().toISOString(),
      ...myProfilesArchive,
      hunter: myHunterArchive,
    }),
    response: z
      .object({
        format: z.literal(ARCHIVE_FORMAT),
        exportedAt: z.string(),
        profiles: z.array(z.record(z.string(), z.unknown())),
        hunter: z.record(z.string(), z.unknown()),
      })
      .meta({ id: 'PersonalDataArchive' }),
    errors: [403],
  }),
  route({
    method: 'delete',
    path: '/me/data',
    summary:
      'Delete my data: every profile and all derived from it, job sources, imported jobs, usage counters',
    description:
      'Immediate hard delete (no soft delete, no grace period): profiles (soft-deleted ones too), experiences, skills, projects, ' +
      'narrative tasks, PDF exports, job sources, the jobs they imported, quota usage rows. The tier and its Stripe subscription ' +
      'record stay while the subscription lives: cancel it through POST /billing/portal. Answers what was deleted. Needs profiles:write.',
    tag: 'Personal data',
    auth: 'user',
    operation: EraseMyResumeDataDocument,
    respond: ({ eraseMyProfiles, eraseMyHunterData }) => ({ ...eraseMyProfiles, ...eraseMyHunterData }),
    response: z
      .object({
        profiles: z.number().int(),
        narratives: z.number().int(),
        jobSources: z.number().int(),
        jobs: z.number().int(),
        usageRows: z.number().int(),
      })
      .meta({ id: 'PersonalDataErasure' }),
    errors: [403],
  }),
];
