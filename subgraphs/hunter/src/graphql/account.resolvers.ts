import { QUOTA_FEATURES } from '../rules/quotas.js';
import type { HunterDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { hunterCaller } from './hunter-caller.js';

/** The caller's tier and this month's use of every quota (unlimited is a null limit). */
export function accountResolvers({ services }: HunterDomain, enabled: boolean): Resolvers {
  return {
    Query: {
      async hunterAccount(_root, _args, context) {
        const subject = hunterCaller(context, enabled);
        const quotas = await Promise.all(
          QUOTA_FEATURES.map((feature) => services.quotas.usage(subject, feature)),
        );
        const [tier, subscribed, grant] = await Promise.all([
          services.quotas.tier(subject),
          services.quotas.subscribedTier(subject),
          services.billing.grantOf(subject),
        ]);
        return {
          tier,
          subscribedTier: subscribed,
          grantedTier: grant?.tier ?? null,
          quotas: quotas.map((q) => ({
            ...q,
            limit: Number.isFinite(q.limit) ? q.limit : null,
            resetDate: new Date(q.resetDate),
          })),
        };
      },
    },
  };
}
