import { z } from 'zod';
import { ProfileSharingDocument, SetProfileSharingDocument } from '@platform/operations';
import { route } from '../../core/index.js';
import { profileParams } from '../params.js';

const sharingRecord = z
  .object({
    profileId: z.string(),
    slug: z.string(),
    isPublic: z.boolean(),
    indexable: z.boolean(),
    publicPath: z
      .string()
      .nullable()
      .describe('GET this path for the public page (HTML); + /jsonld for its JSON-LD'),
  })
  .meta({ id: 'ProfileSharing' });

/** The owner's switch of a profile's public page (the page itself: server/public-profile-pages.ts). */
export const sharingRoutes = [
  route({
    method: 'get',
    path: '/profiles/:id/sharing',
    summary: 'Whether the profile is published, and where',
    tag: 'Sharing',
    auth: 'user',
    params: profileParams,
    operation: ProfileSharingDocument,
    variables: ({ params }) => params,
    respond: ({ profileSharing }) => profileSharing,
    response: sharingRecord,
    errors: [403, 404],
  }),
  route({
    method: 'put',
    path: '/profiles/:id/sharing',
    summary: 'Publish the profile at /public/profiles/{slug}, or make it private again',
    description:
      'body {isPublic, indexable?}. Private by default. A public page shows only the public fields (name, title, headline, avatar, ' +
      'skills, roles with employer and dates, projects), needs no token, and is served noindex unless indexable is true. ' +
      'Another active public profile with the same slug: 409 CONFLICT.',
    tag: 'Sharing',
    auth: 'user',
    params: profileParams,
    body: z.object({ isPublic: z.boolean(), indexable: z.boolean().optional() }),
    operation: SetProfileSharingDocument,
    variables: ({ params, body }) => ({
      id: params.id,
      isPublic: body.isPublic,
      indexable: body.indexable ?? null,
    }),
    respond: ({ setProfileSharing }) => setProfileSharing,
    response: sharingRecord,
    errors: [403, 404, 409],
  }),
];
