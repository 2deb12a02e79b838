import { z } from 'zod';
import { route } from '../../core/index.js';
import {
  ChangePasswordDocument,
  DeleteAccountDocument,
  UpdateEmailDocument,
  UpdateProfileDocument,
  UserProfileDocument,
} from '@platform/operations';
import {
  MutationChangePasswordArgsSchema,
  MutationUpdateEmailArgsSchema,
  MutationUpdateProfileArgsSchema,
} from '@platform/subgraph-accounts/validation';
import { messageRecord } from '../records.js';

export const userRoutes = [
  route({
    method: 'get',
    path: '/api/user/profile',
    summary: "The caller's profile (never the password hash)",
    tag: 'User',
    auth: 'user',
    operation: UserProfileDocument,
    respond: ({ me }) => ({
      id: me.id,
      username: me.username,
      email: me.email,
      plan_tier: me.planTier.toLowerCase(),
      subscription_status: me.subscriptionStatus,
      subscription_provider: me.subscriptionProvider,
      subscription_current_period_end: me.subscriptionCurrentPeriodEnd,
      created_at: me.createdAt,
    }),
    response: z
      .object({
        id: z.number().int(),
        username: z.string(),
        email: z.string(),
        plan_tier: z.enum(['free', 'pro']),
        subscription_status: z.string(),
        subscription_provider: z.string().nullable(),
        subscription_current_period_end: z.string().nullable(),
        created_at: z.string(),
      })
      .meta({ id: 'UserProfile' }),
  }),
  route({
    method: 'put',
    path: '/api/user/profile',
    summary: 'Change the username',
    tag: 'User',
    auth: 'user',
    body: MutationUpdateProfileArgsSchema(),
    operation: UpdateProfileDocument,
    variables: ({ body }) => body,
    respond: ({ updateProfile }) => updateProfile,
    response: z.object({ message: z.string(), username: z.string() }),
    errors: [409],
  }),
  route({
    method: 'put',
    path: '/api/user/email',
    summary: 'Change the e-mail address',
    tag: 'User',
    auth: 'user',
    body: MutationUpdateEmailArgsSchema(),
    operation: UpdateEmailDocument,
    variables: ({ body }) => body,
    respond: ({ updateEmail }) => updateEmail,
    response: z.object({ message: z.string(), email: z.string() }),
    errors: [409],
  }),
  route({
    method: 'put',
    path: '/api/user/password',
    summary: 'Change the password (the current one is required)',
    tag: 'User',
    auth: 'user',
    body: MutationChangePasswordArgsSchema(),
    operation: ChangePasswordDocument,
    variables: ({ body }) => body,
    respond: ({ changePassword }) => changePassword,
    response: messageRecord,
  }),
  route({
    method: 'delete',
    path: '/api/user/account',
    summary: 'Delete the account and every record of it in every domain',
    tag: 'User',
    auth: 'user',
    operation: DeleteAccountDocument,
    respond: ({ deleteAccount }) => deleteAccount,
    response: messageRecord,
  }),
];
