import { requireTabsUser, tabsUserOrNull } from '@platform/auth';
import type { AccountServices } from '../services/account-services.js';
import { describePlan, tierForStatus, toGraphQLTier } from '../services/plan.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** `me`, the User type, and profile changes and deletion of the caller's own account. */
export function userResolvers({ users, devices, config }: AccountServices): Resolvers {
  return {
    Query: {
      me: (_, __, context) => users.get(requireTabsUser(context).userId),
    },
    User: {
      // Only the owner can see an account, even through another subgraph's reference.
      __resolveReference: ({ id }, context) => {
        const caller = tabsUserOrNull(context);
        return caller && caller.userId === Number(id) ? users.find(caller.userId) : null;
      },
      planTier: (user) => toGraphQLTier(tierForStatus(user.subscriptionStatus)),
      devices: (user) => devices.list(user.id),
      plan: async (user) => describePlan(config, user, await devices.count(user.id)),
    },
    Mutation: {
      async updateProfile(_, { username }, context) {
        const saved = await users.updateUsername(requireTabsUser(context).userId, username);
        return { message: 'Profile updated successfully', username: saved };
      },
      async updateEmail(_, { email }, context) {
        const saved = await users.updateEmail(requireTabsUser(context).userId, email);
        return { message: 'Email updated successfully', email: saved };
      },
      async deleteAccount(_, __, context) {
        await users.deleteAccount(requireTabsUser(context).userId);
        return { message: 'Account deleted successfully' };
      },
    },
  };
}
