import type { RequestContext } from '@platform/auth';
import { BadInput, Forbidden, isUuid } from '@platform/errors';
import { asCaller, runSupergraphOperation } from '@platform/subgraph-kit';
import type { HunterDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { hunterCaller } from './hunter-caller.js';

const ADMIN_QUERY = 'query HunterOperator { me { admin account { id } } }';

/**
 * The operator behind a grant: a tab API token (an account's own sign-in) whose account holds the
 * admin role, asked of the accounts subgraph as that caller. Resume tokens carry no roles.
 */
async function operatorOf(context: RequestContext): Promise<string> {
  if (context.identity?.realm !== 'tabs')
    throw new Forbidden("Granting a tier needs an admin account's tab API token");
  const { me } = await asCaller(context, () =>
    runSupergraphOperation<{ me: { admin: boolean; account: { id: string } } }>(ADMIN_QUERY),
  );
  if (!me.admin) throw new Forbidden('Granting a tier needs the admin role');
  return me.account.id;
}

/** Checkout and the customer portal for the caller's tier, and operators' grants. */
export function billingResolvers({ services }: HunterDomain, enabled: boolean): Resolvers {
  return {
    Mutation: {
      createHunterCheckout: (_root, { input }, context) =>
        services.billing.checkout(hunterCaller(context, enabled), input),
      createHunterBillingPortal: (_root, { input }, context) =>
        services.billing.portal(hunterCaller(context, enabled), input),
      async grantHunterTier(_root, { identityId, tier }, context) {
        const operator = await operatorOf(context);
        if (!isUuid(identityId))
          throw new BadInput('identityId must be a uuid', { field: 'identityId', issue: 'not a uuid' });
        await services.billing.grant(identityId, tier, operator);
        return { identityId, grantedTier: tier, tier: await services.quotas.tier(identityId) };
      },
    },
  };
}
