import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading, Success } from '../ui/status.js';
import { useShowMore } from './show-more.js';
import { TradeTermsForm } from './trade-terms.js';
import { TradeRow } from './trade-row.js';

const TradesQuery = graphql(`
  query Trades($role: TradeRole, $cursor: String, $limit: Int) {
    trades(role: $role, cursor: $cursor, limit: $limit) {
      items {
        id
        ...TradeRow
      }
      nextCursor
      hasMore
    }
  }
`);

const Propose = graphql(`
  mutation ProposeTrade($input: ProposeTradeInput!) {
    proposeTrade(input: $input) {
      id
      status
    }
  }
`);

type Role = 'receiver' | 'proposer';

/** Trades received and sent, a page at a time, and a new proposal to someone by handle. */
export function Trades() {
  const [role, setRole] = useState<Role>('receiver');
  const [handle, setHandle] = useState('');
  const result = useQuery(TradesQuery, { variables: { role, limit: 20 }, notifyOnNetworkStatusChange: true });
  const page = result.data?.trades;
  const more = useShowMore(page, (cursor) => result.fetchMore({ variables: { cursor } }));
  const [propose, proposed] = useMutation(Propose, { refetchQueries: ['Trades'] });

  return (
    <section aria-labelledby="trades-heading">
      <h2 id="trades-heading">Trades</h2>
      <div className="segmented" role="group" aria-label="Which trades">
        {(['receiver', 'proposer'] as const).map((r) => (
          <button key={r} type="button" aria-pressed={role === r} onClick={() => setRole(r)}>
            {r === 'receiver' ? 'Received' : 'Sent'}
          </button>
        ))}
      </div>
      {result.loading && !page && <Loading label="Loading trades…" />}
      {result.error && !page && <ErrorNotice error={result.error} onRetry={() => void result.refetch()} />}
      {page && page.items.length === 0 && (
        <Empty title={role === 'receiver' ? 'No trades offered to you.' : 'You have not proposed a trade.'} />
      )}
      {page && page.items.length > 0 && (
        <ul className="items" aria-label="Trades">
          {page.items.map((trade) => (
            <TradeRow key={trade.id} trade={trade} received={role === 'receiver'} />
          ))}
        </ul>
      )}
      {more.error ? <ErrorNotice error={more.error} onRetry={more.showMore} /> : null}
      {page?.hasMore && (
        <button type="button" className="more" onClick={more.showMore} disabled={more.loading}>
          {more.loading ? 'Loading…' : 'Show more trades'}
        </button>
      )}
      <details className="propose">
        <summary>Propose a trade</summary>
        <TradeTermsForm
          id="propose"
          label="Propose a trade"
          submitLabel="Send proposal"
          busy={proposed.loading}
          extra={
            <div className="field">
              <label htmlFor="propose-handle">To (their handle)</label>
              <input
                id="propose-handle"
                required
                value={handle}
                onChange={(e) => setHandle(e.target.value)}
              />
            </div>
          }
          onSubmit={(terms) =>
            void propose({ variables: { input: { ...terms, receiverHandle: handle.trim() } } }).catch(
              () => undefined,
            )
          }
        />
        {proposed.error && <ErrorNotice error={proposed.error} />}
        {proposed.data && <Success>Proposal sent.</Success>}
      </details>
    </section>
  );
}
