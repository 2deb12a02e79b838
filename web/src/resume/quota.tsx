import { useId } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Loading } from '../ui/status.js';

export const HunterQuota = graphql(`
  query HunterQuota {
    hunterAccount {
      tier
      grantedTier
      quotas {
        feature
        limit
        used
        resetDate
      }
    }
  }
`);

const FEATURES: Record<string, string> = {
  job_searches: 'Job searches',
  resume_tailoring: 'Tailorings',
  cover_letters: 'Cover letters',
  auto_apply: 'Automatic applications',
};

const featureName = (feature: string) => FEATURES[feature] ?? feature.replace(/_/g, ' ');
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * What a refused request says when a monthly quota is used up (QUOTA_EXCEEDED carries the feature,
 * limit, use and reset date): the plan's allowance in words rather than the graph's terse message.
 */
export function quotaRefusal(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => e.extensions?.code === 'QUOTA_EXCEEDED');
  if (!refusal) return null;
  const { feature, limit, resetDate } = refusal.extensions as {
    feature?: string;
    limit?: number;
    resetDate?: string;
  };
  const what = featureName(feature ?? 'this feature').toLowerCase();
  const allowance =
    limit === 0
      ? `Your plan includes no ${what}.`
      : `Your plan's ${limit ?? ''} ${what} this month are used up.`;
  return `${allowance} Upgrade the plan${resetDate ? `, or wait until ${day(resetDate)}` : ''}.`;
}

/** A failed request: a used-up quota said as the plan's allowance, anything else as the error notice. */
export function HunterError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const refusal = quotaRefusal(error);
  if (!refusal) return <ErrorNotice error={error} onRetry={onRetry} />;
  return (
    <div className="notice error" role="alert">
      <p>{refusal}</p>
    </div>
  );
}

/** The plan and this month's use of each quota (a limit of 0 means the plan does not include it). */
export function QuotaPanel() {
  const fieldId = useId();
  const { data, loading, error, refetch } = useQuery(HunterQuota, { fetchPolicy: 'cache-and-network' });
  const account = data?.hunterAccount;
  return (
    <section className="card-box" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Plan and quota</h2>
      {loading && !account && <Loading label="Reading the plan…" />}
      {error && <ErrorNotice error={error} onRetry={() => void refetch()} />}
      {account && (
        <>
          <p data-testid="hunter-tier">
            Plan: <strong>{account.tier}</strong>
            {account.grantedTier && <span className="muted"> (granted {account.grantedTier})</span>}
          </p>
          <table className="quota">
            {account.quotas[0] && (
              <caption className="hint">This month, renewing on {day(account.quotas[0].resetDate)}</caption>
            )}
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Used</th>
                <th scope="col">Allowed</th>
              </tr>
            </thead>
            <tbody>
              {account.quotas.map((quota) => (
                <tr key={quota.feature} className={quota.limit === 0 ? 'none' : undefined}>
                  <th scope="row">{featureName(quota.feature)}</th>
                  <td>{quota.used}</td>
                  <td>{quota.limit === null ? 'Unlimited' : quota.limit === 0 ? 'None (0)' : quota.limit}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" onClick={() => void refetch()}>
            Refresh plan
          </button>
        </>
      )}
    </section>
  );
}
