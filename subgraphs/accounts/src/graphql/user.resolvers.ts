import { requireIdentity } from '@platform/auth';
import type { Resolvers } from '@platform/subgraph-kit';
import type { User } from '../entities/user.entity.js';
import type { AccountServices } from '../services/account-services.js';
import { describePlan, tierForStatus, toGraphQLTier } from '../services/plan.service.js';

/** `me`, the User type, and profile changes and deletion of the caller's own account. */
export function userResolvers({ users, devices, config }: AccountServices): Resolvers {
  return {
    Query: {
      me: (_, __, context) => users.get(requireIdentity(context).userId),
    },
    User: {
      // Only the owner can see an account, even through another subgraph's reference.
      __resolveReference: ({ id }: { id: number | string }, context) =>
        context.identity && context.identity.userId === Number(id) ? users.find(context.identity.userId) : null,
      planTier: (user: User) => toGraphQLTier(tierForStatus(user.subscriptionStatus)),
      devices: (user: User) => devices.list(user.id),
      plan: async (user: User) => describePlan(config, user, await devices.count(user.id)),
    },
    Mutation: {
      async updateProfile(_, { username }: { username: string }, context) {
        const saved = await users.updateUsername(requireIdentity(context).userId, username);
        return { message: 'Profile updated successfully', username: saved };
      },
      async updateEmail(_, { email }: { email: string }, context) {
        const saved = await users.updateEmail(requireIdentity(context).userId, email);
        return { message: 'Email updated successfully', email: saved };
      },
      async deleteAccount(_, __, context) {
        await users.deleteAccount(requireIdentity(context).userId);
        return { message: 'Account deleted successfully' };
      },
    },
  };
}
