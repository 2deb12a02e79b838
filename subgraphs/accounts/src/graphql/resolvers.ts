import { DateTime } from '@platform/subgraph-kit';
import type { AccountServices } from '../services/account-services.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { userResolvers } from './user.resolvers.js';
import { authResolvers } from './auth.resolvers.js';
import { sessionResolvers } from './session.resolvers.js';
import { billingResolvers } from './billing.resolvers.js';
import { accountIdentityResolvers } from './account.resolvers.js';

/** Merges the per-area resolver maps type by type (each contributes Query/Mutation fields). */
export function accountResolvers(services: AccountServices): Resolvers {
  const merged: Record<string, object> = { DateTime };
  for (const part of [
    userResolvers,
    authResolvers,
    sessionResolvers,
    billingResolvers,
    accountIdentityResolvers,
  ].map((f) => f(services))) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged as Resolvers;
}
