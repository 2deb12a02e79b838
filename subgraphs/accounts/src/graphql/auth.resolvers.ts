import { requireTabsUser } from '@platform/auth';
import type { AccountServices } from '../services/account-services.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** Register, login, logout and password change. */
export function authResolvers({ auth, links }: AccountServices): Resolvers {
  return {
    Mutation: {
      async register(_, args) {
        const userId = await auth.register(args);
        await links.welcome(userId);
        return { message: 'User registered successfully', userId };
      },
      login: (_, { email, password }, context) => auth.login(email, password, context.clientAddress),
      async logout(_, __, context) {
        await auth.logout(requireTabsUser(context));
        return { message: 'Logged out successfully' };
      },
      async changePassword(_, args, context) {
        await auth.changePassword(requireTabsUser(context), args.currentPassword, args.newPassword);
        return { message: 'Password updated successfully' };
      },
    },
  };
}
