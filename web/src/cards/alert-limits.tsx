import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';

const AlertLimitsQuery = graphql(`
  query AlertLimits {
    cardsEntitlements {
      userId
      effectiveTier
      alertLimits {
        maxAlerts
        maxWatchedCards
      }
    }
  }
`);

/** Pro's "unlimited" is Number.MAX_SAFE_INTEGER in the graph. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** The caller's tier and how many alerts and watched cards it keeps (null until read or when unlimited). */
export function useAlertLimits() {
  const result = useQuery(AlertLimitsQuery);
  const e = result.data?.cardsEntitlements;
  const bounded = (max: number | undefined) => (max == null || max >= UNLIMITED ? null : max);
  return {
    tier: e?.effectiveTier ?? null,
    maxAlerts: bounded(e?.alertLimits.maxAlerts),
    maxWatched: bounded(e?.alertLimits.maxWatchedCards),
  };
}

/** "3 of 5 on Free", or nothing on a tier without a limit; reached: the notice that says what to do. */
export function LimitMeter({
  count,
  max,
  tier,
  what,
}: {
  count: number;
  max: number | null;
  tier: string | null;
  what: string;
}) {
  if (max == null) return null;
  const plan = tier ? `${tier[0]!.toUpperCase()}${tier.slice(1)}` : 'your plan';
  if (count < max)
    return (
      <p className="hint">
        {count} of {max} {what} on {plan}.
      </p>
    );
  return (
    <div className="notice info limit-reached">
      <p>
        <strong>Limit reached:</strong> {plan} keeps {max} {what}. Delete one to make room, or go{' '}
        <span className="badge pro">Pro</span> for any number.
      </p>
    </div>
  );
}
