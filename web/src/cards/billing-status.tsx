import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Loading } from '../ui/status.js';

const CardsBilling = graphql(`
  query CardsBilling {
    cardsEntitlements {
      userId
      tier
      effectiveTier
      status
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
`);

/** The cards plan: tier, status and when the period ends. */
export function BillingStatus() {
  const billing = useQuery(CardsBilling);
  const e = billing.data?.cardsEntitlements;
  return (
    <section aria-labelledby="billing-heading" className="billing">
      <h3 id="billing-heading">Plan</h3>
      {billing.loading && !e && <Loading label="Reading your plan…" />}
      {billing.error && !e && <ErrorNotice error={billing.error} onRetry={() => void billing.refetch()} />}
      {e && (
        <p>
          <span className={`badge ${e.effectiveTier === 'free' ? '' : 'pro'}`}>{e.effectiveTier}</span> ·{' '}
          {e.status}
          {e.currentPeriodEnd &&
            ` · ${e.cancelAtPeriodEnd ? 'ends' : 'renews'} ${new Date(e.currentPeriodEnd).toLocaleDateString()}`}
        </p>
      )}
    </section>
  );
}
