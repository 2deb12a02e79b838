import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, getFragmentData, type FragmentType } from '../__generated__/index.js';
import { ErrorNotice } from '../ui/status.js';
import { money } from './money.js';
import type { TradeRowFragment } from '../__generated__/graphql.js';
import { TradeTermsForm } from './trade-terms.js';

export const TradeRowFields = graphql(`
  fragment TradeRow on Trade {
    id
    status
    message
    cashAdjustment
    createdAt
    expiresAt
    settling
    offeredItems {
      cardId
      quantity
      card {
        id
        name
      }
    }
    requestedItems {
      cardId
      quantity
      card {
        id
        name
      }
    }
  }
`);

const TradeNetValue = graphql(`
  query TradeNetValue($id: ID!) {
    tradeValue(id: $id) {
      tradeId
      netValue
      meaning
    }
  }
`);

const Answer = graphql(`
  mutation AnswerTrade($id: ID!, $accept: Boolean!, $reject: Boolean!, $cancel: Boolean!) {
    acceptTrade(id: $id) @include(if: $accept) {
      id
      status
    }
    rejectTrade(id: $id) @include(if: $reject) {
      id
      status
    }
    cancelTrade(id: $id) @include(if: $cancel) {
      id
      status
    }
  }
`);

const Counter = graphql(`
  mutation CounterTrade($id: ID!, $input: CounterTradeInput!) {
    counterTrade(id: $id, input: $input) {
      id
      status
    }
  }
`);

type Item = TradeRowFragment['offeredItems'][number];
const list = (items: Item[]) =>
  items.length ? items.map((i) => `${i.quantity} × ${i.card?.name ?? i.cardId}`).join(', ') : 'nothing';

/** One trade with its net value; the receiver accepts, rejects or counters, the proposer cancels. */
export function TradeRow(props: { trade: FragmentType<typeof TradeRowFields>; received: boolean }) {
  const trade = getFragmentData(TradeRowFields, props.trade);
  const value = useQuery(TradeNetValue, { variables: { id: trade.id } });
  const refetchQueries = ['Trades', 'TradeNetValue', 'PortfolioStats', 'PortfolioHoldings'];
  const [answer, answered] = useMutation(Answer, { refetchQueries });
  const [counter, countered] = useMutation(Counter, { refetchQueries });
  const [countering, setCountering] = useState(false);
  const act = (what: 'accept' | 'reject' | 'cancel') =>
    void answer({
      variables: {
        id: trade.id,
        accept: what === 'accept',
        reject: what === 'reject',
        cancel: what === 'cancel',
      },
    }).catch(() => undefined);
  const pending = trade.status === 'pending' && !trade.settling;
  const title = `trade of ${new Date(trade.createdAt).toLocaleString()}`;

  return (
    <li className="item trade">
      <p className="item-title">
        <span className={`badge status-${trade.status}`}>{trade.status}</span>{' '}
        {props.received ? 'Received' : 'Sent'} {title}
      </p>
      <p>
        {props.received ? 'They give' : 'You give'}: {list(trade.offeredItems)}.{' '}
        {props.received ? 'They ask' : 'You ask'} for: {list(trade.requestedItems)}. Cash on top:{' '}
        {money(trade.cashAdjustment)}.
      </p>
      {trade.message && <p className="hint">“{trade.message}”</p>}
      <p>
        Net value:{' '}
        {value.data ? (
          <strong>
            {money(value.data.tradeValue.netValue)}{' '}
            <span className="hint">({value.data.tradeValue.meaning})</span>
          </strong>
        ) : value.error ? (
          'not available'
        ) : (
          'working it out…'
        )}
      </p>
      {pending && (
        <div className="item-actions">
          {props.received ? (
            <>
              <button
                type="button"
                className="primary"
                onClick={() => act('accept')}
                disabled={answered.loading}
              >
                Accept
              </button>
              <button type="button" onClick={() => act('reject')} disabled={answered.loading}>
                Reject
              </button>
              <button type="button" aria-expanded={countering} onClick={() => setCountering(!countering)}>
                Counter
              </button>
            </>
          ) : (
            <button
              type="button"
              className="danger"
              onClick={() => act('cancel')}
              disabled={answered.loading}
            >
              Cancel
            </button>
          )}
        </div>
      )}
      {countering && (
        <TradeTermsForm
          id={`counter-${trade.id}`}
          label={`Counter the ${title}`}
          submitLabel="Send counter-offer"
          busy={countered.loading}
          onSubmit={(input) =>
            void counter({ variables: { id: trade.id, input } })
              .then(() => setCountering(false))
              .catch(() => undefined)
          }
        />
      )}
      {answered.error && <ErrorNotice error={answered.error} />}
      {countered.error && <ErrorNotice error={countered.error} />}
    </li>
  );
}
