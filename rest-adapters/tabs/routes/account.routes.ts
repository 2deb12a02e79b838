import { z } from 'zod';
import { route } from '../../core/index.js';
import {
  MyAccountDocument,
  RequestEmailVerificationDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  UpdateAccountProfileDocument,
  VerifyEmailDocument,
} from '@platform/operations';
import {
  MutationRequestPasswordResetArgsSchema,
  MutationResetPasswordArgsSchema,
  MutationVerifyEmailArgsSchema,
  UpdateAccountProfileInputSchema,
} from '@platform/subgraph-accounts/validation';
import { messageRecord } from '../records.js';

// The account's public identity and its mailed links (docs/identity/accounts.md). Mail-sending
// routes answer 429 with Retry-After past their allowance, counted per account and per address.

const accountRecord = z
  .object({
    id: z.string().meta({ description: 'the stable public id (a UUID) of the account' }),
    handle: z.string(),
    display_name: z.string().nullable(),
  })
  .meta({ id: 'Account' });

const ownAccountRecord = accountRecord
  .extend({ email: z.string(), email_verified: z.boolean(), admin: z.boolean() })
  .meta({ id: 'OwnAccount' });

export const accountRoutes = [
  route({
    method: 'get',
    path: '/api/account',
    summary: "The caller's public identity (id, handle, display name), e-mail status and role",
    tag: 'Account',
    auth: 'user',
    operation: MyAccountDocument,
    respond: ({ me }) => ({
      id: me.account.id,
      handle: me.account.handle,
      display_name: me.account.displayName ?? null,
      email: me.email,
      email_verified: me.emailVerified,
      admin: me.admin,
    }),
    response: ownAccountRecord,
  }),
  route({
    method: 'patch',
    path: '/api/account',
    summary: 'Change the handle or the display name',
    description:
      'handle: 3 to 30 of a-z, 0-9 and _, compared without case; reserved words answer 400, a handle another ' +
      'account holds 409. displayName: at most 80 characters; null or empty clears it.',
    tag: 'Account',
    auth: 'user',
    body: UpdateAccountProfileInputSchema(),
    operation: UpdateAccountProfileDocument,
    variables: ({ body }) => ({ input: body }),
    respond: ({ updateAccountProfile: account }) => ({
      id: account.id,
      handle: account.handle,
      display_name: account.displayName ?? null,
    }),
    response: accountRecord,
    errors: [409],
  }),
  route({
    method: 'post',
    path: '/api/auth/verify-email/request',
    summary: 'Mail the caller a new e-mail verification link',
    tag: 'Account',
    auth: 'user',
    operation: RequestEmailVerificationDocument,
    respond: ({ requestEmailVerification }) => requestEmailVerification,
    status: 202,
    response: messageRecord,
    errors: [429],
  }),
  route({
    method: 'post',
    path: '/api/auth/verify-email',
    summary: "Confirm the account's e-mail address with the token of a verification link",
    description: 'A link works once, until it expires; an invalid, used or expired one answers 400.',
    tag: 'Account',
    auth: 'none',
    body: MutationVerifyEmailArgsSchema(),
    operation: VerifyEmailDocument,
    variables: ({ body }) => body,
    respond: ({ verifyEmail }) => verifyEmail,
    response: messageRecord,
    errors: [429],
  }),
  route({
    method: 'post',
    path: '/api/auth/password-reset/request',
    summary: 'Mail a password reset link to this address, if an account has it',
    description: 'Always 202 with the same body, whether or not an account has the address.',
    tag: 'Account',
    auth: 'none',
    body: MutationRequestPasswordResetArgsSchema(),
    operation: RequestPasswordResetDocument,
    variables: ({ body }) => body,
    respond: ({ requestPasswordReset }) => requestPasswordReset,
    status: 202,
    response: messageRecord,
    errors: [429],
  }),
  route({
    method: 'post',
    path: '/api/auth/password-reset',
    summary: "Set a new password with a reset link's token; every session of the account ends",
    description: 'A link works once, until it expires; an invalid, used or expired one answers 400.',
    tag: 'Account',
    auth: 'none',
    body: MutationResetPasswordArgsSchema(),
    operation: ResetPasswordDocument,
    variables: ({ body }) => body,
    respond: ({ resetPassword }) => resetPassword,
    response: messageRecord,
    errors: [429],
  }),
];
