import { requireTabsUser } from '@platform/auth';
import type { AccountServices } from '../services/account-services.js';
import { toAccount } from '../services/account-profile.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * The public Account (anyone may read it, from any subgraph's reference), the caller's own
 * identity fields on User, profile changes, and the e-mail verification and password reset links.
 */
export function accountIdentityResolvers({ profiles, links }: AccountServices): Resolvers {
  return {
    Query: {
      accountByHandle: (_, { handle }) => profiles.byHandle(handle),
    },
    Account: {
      __resolveReference: ({ id }, context) => profiles.load(context, String(id)),
    },
    User: {
      account: (user) => toAccount(user),
      emailVerified: (user) => user.emailVerifiedAt != null,
      admin: (user) => user.admin,
    },
    Mutation: {
      updateAccountProfile: (_, { input }, context) =>
        profiles.update(requireTabsUser(context).userId, input),
      async requestEmailVerification(_, __, context) {
        const outcome = await links.requestVerification(
          requireTabsUser(context).userId,
          context.clientAddress,
        );
        return {
          message: outcome === 'verified' ? 'Email address already verified' : 'Verification email sent',
        };
      },
      async verifyEmail(_, { token }, context) {
        await links.verifyEmail(token, context.clientAddress);
        return { message: 'Email address verified' };
      },
      async requestPasswordReset(_, { email }, context) {
        await links.requestPasswordReset(email, context.clientAddress);
        return { message: 'If an account has this address, a reset link is on its way' };
      },
      async resetPassword(_, { token, newPassword }, context) {
        await links.resetPassword(token, newPassword, context.clientAddress);
        return { message: 'Password reset: sign in with the new password' };
      },
    },
  };
}
