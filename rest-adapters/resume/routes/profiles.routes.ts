import { z } from 'zod';
import {
  CreateResumeProfileDocument,
  DeleteResumeProfileDocument,
  GetResumeProfileDocument,
  ListResumeProfilesDocument,
  UpdateResumeProfileDocument,
} from '@platform/operations';
import {
  ProfileInputSchema,
  ProfilePatchInputSchema,
  QueryProfilesArgsSchema,
} from '@platform/subgraph-profiles/validation';
import { route } from '../../core/index.js';
import { profileParams, queryArguments } from '../params.js';
import { noContent, profilePage, profileRecord } from '../records.js';

const tag = 'Profiles';

/** The resume API's profile routes: list, read, create, patch, soft delete; the owner only (others' are 404). */
export const profileRoutes = [
  route({
    method: 'get',
    path: '/profiles',
    summary: "The caller's active profiles, newest first",
    description:
      'limit 1-100 (default 50; above 100 is a 400, not clamped), offset default 0; total counts every active profile of the caller.',
    tag,
    auth: 'user',
    query: queryArguments(QueryProfilesArgsSchema()),
    operation: ListResumeProfilesDocument,
    variables: ({ query }) => query,
    respond: ({ profiles }) => profiles,
    response: profilePage,
  }),
  route({
    method: 'post',
    path: '/profiles',
    summary: 'Create a profile',
    description:
      'slug: lower-case letters, digits and single hyphens, unique among your active profiles (409 CONFLICT).',
    tag,
    auth: 'user',
    body: ProfileInputSchema(),
    operation: CreateResumeProfileDocument,
    variables: ({ body }) => ({ input: body }),
    respond: ({ createResumeProfile }) => createResumeProfile,
    status: 201,
    response: profileRecord,
    errors: [403, 409],
  }),
  route({
    method: 'get',
    path: '/profiles/:id',
    summary: 'Read a profile',
    tag,
    auth: 'user',
    params: profileParams,
    operation: GetResumeProfileDocument,
    variables: ({ params }) => params,
    respond: ({ profile }) => profile,
    response: profileRecord,
    errors: [403, 404],
  }),
  route({
    method: 'patch',
    path: '/profiles/:id',
    summary: 'Change some fields of a profile; answers the profile',
    tag,
    auth: 'user',
    params: profileParams,
    body: ProfilePatchInputSchema(),
    operation: UpdateResumeProfileDocument,
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    respond: ({ updateResumeProfile }) => updateResumeProfile,
    response: profileRecord,
    errors: [403, 404, 409],
  }),
  route({
    method: 'delete',
    path: '/profiles/:id',
    summary: 'Soft delete: isActive becomes false, the record remains; afterwards every path answers 404',
    tag,
    auth: 'user',
    params: profileParams,
    operation: DeleteResumeProfileDocument,
    variables: ({ params }) => params,
    respond: () => undefined,
    status: 204,
    response: noContent,
    errors: [403, 404],
  }),
];
