import { requireIdentity } from '@platform/auth';
import type { Resolvers } from '@platform/subgraph-kit';
import type { AccountServices } from '../services/account-services.js';

/** Register, login, logout and password change. */
export function authResolvers({ auth }: AccountServices): Resolvers {
  return {
    Mutation: {
      async register(_, args: { username: string; email: string; password: string }) {
        return { message: 'User registered successfully', userId: await auth.register(args) };
      },
      login: (_, { email, password }: { email: string; password: string }) => auth.login(email, password),
      async logout(_, __, context) {
        await auth.logout(requireIdentity(context));
        return { message: 'Logged out successfully' };
      },
      async changePassword(_, args: { currentPassword: string; newPassword: string }, context) {
        await auth.changePassword(requireIdentity(context).userId, args.currentPassword, args.newPassword);
        return { message: 'Password updated successfully' };
      },
    },
  };
}
