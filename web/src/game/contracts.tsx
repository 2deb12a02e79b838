import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';

const DistrictContracts = graphql(`
  query DistrictContracts($districtId: String!) {
    districtContracts(districtId: $districtId) {
      id
      type
      target
      reward
      expiresAt
      progress
      completedAt
    }
  }
`);

const ContractCompleted = graphql(`
  subscription ContractCompleted {
    contractCompleted {
      contractId
      type
      reward
      at
    }
  }
`);

/** What each contract type asks, in the player's words. */
const TASK: Record<string, string> = {
  capture: 'Capture creatures',
  survey: 'Leave fingerprints',
  patrol: 'Check in from different cells',
  raid: 'Land raids that do damage',
  defend: 'Repel raids on your outposts',
};

/**
 * The district's daily contracts (at most one of each of the five types, so one short list) with
 * the player's progress; every player takes part by playing, there is nothing to accept.
 */
export function Contracts({ districtId }: { districtId: string }) {
  const result = useQuery(DistrictContracts, { variables: { districtId }, fetchPolicy: 'cache-and-network' });
  const contracts = result.data?.districtContracts;
  const [completed, setCompleted] = useState<string | null>(null);
  useSubscription(ContractCompleted, {
    onData: ({ data }) => {
      const done = data.data?.contractCompleted;
      if (!done) return;
      setCompleted(`Contract complete: ${TASK[done.type] ?? done.type}, +${done.reward} influence.`);
      void result.refetch().catch(() => undefined);
    },
  });

  return (
    <section aria-labelledby="contracts-heading" className="contracts">
      <h2 id="contracts-heading">Today's contracts</h2>
      <p role="status" aria-live="polite" className="hint">
        {completed}
      </p>
      {result.loading && !contracts && <Loading label="Reading the district's contracts…" />}
      {result.error && !contracts && (
        <ErrorNotice error={result.error} onRetry={() => void result.refetch()} />
      )}
      {contracts && contracts.length === 0 && (
        <Empty title="No contracts in this district today.">
          <p>Contracts are issued each day where people hold influence; check back after playing here.</p>
        </Empty>
      )}
      {contracts && contracts.length > 0 && (
        <ul className="contract-list" aria-label="Contracts">
          {contracts.map((c) => {
            const task = TASK[c.type] ?? c.type;
            return (
              <li key={c.id} className={c.completedAt ? 'done' : ''}>
                <p>
                  <strong>{task}</strong> · {c.reward} influence
                </p>
                <progress
                  max={c.target}
                  value={Math.min(c.progress, c.target)}
                  aria-label={`${task}: ${c.progress} of ${c.target}`}
                />
                <p className="hint">
                  {c.completedAt
                    ? `Completed ${new Date(c.completedAt).toLocaleTimeString()}`
                    : `${c.progress} of ${c.target} · ends ${new Date(c.expiresAt).toLocaleString()}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
