import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__/index.js';
import { ErrorNotice } from '../ui/status.js';
import { money } from './money.js';

export const AlertRowFields = graphql(`
  fragment AlertRow on PriceAlert {
    id
    cardId
    kind
    price
    percent
    referencePrice
    armed
    lastPrice
    lastTriggeredAt
    triggerCount
    card {
      id
      name
      ticker
    }
  }
`);

const DeleteAlert = graphql(`
  mutation DeletePriceAlert($id: ID!) {
    deletePriceAlert(id: $id) {
      id
    }
  }
`);

/** What an alert waits for, in words: "above $50.00", "a 5 % move from $12.00". */
export function alertRule(
  kind: string,
  price: number | null | undefined,
  percent: number | null | undefined,
) {
  if (kind === 'move') return `a ${percent ?? '?'} % move`;
  return `${kind} ${money(price)}`;
}

/** One alert: its rule, whether it is armed, how often it fired; deletable. */
export function AlertRow(props: { alert: FragmentType<typeof AlertRowFields> }) {
  const alert = getFragmentData(AlertRowFields, props.alert);
  const name = alert.card?.name ?? alert.cardId;
  const rule = alertRule(alert.kind, alert.price, alert.percent);
  const [remove, removed] = useMutation(DeleteAlert, {
    variables: { id: alert.id },
    // Dropped from the pages read so far rather than read again from the first page.
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'PriceAlert', id: alert.id }) });
      cache.gc();
    },
  });
  return (
    <li className="alert-row">
      <p>
        <Link to={`/cards/card/${alert.cardId}`}>{name}</Link> · {rule}
        {alert.kind === 'move' && alert.referencePrice != null && ` from ${money(alert.referencePrice)}`}
      </p>
      <p className="hint">
        {alert.armed ? 'Armed' : 'Fired; re-arms when the price crosses back'} · fired {alert.triggerCount}{' '}
        time{alert.triggerCount === 1 ? '' : 's'}
        {alert.lastTriggeredAt && `, last at ${new Date(alert.lastTriggeredAt).toLocaleString()}`}
      </p>
      <button
        type="button"
        className="danger"
        aria-label={`Delete the alert on ${name}, ${rule}`}
        disabled={removed.loading}
        onClick={() => void remove().catch(() => undefined)}
      >
        Delete
      </button>
      {removed.error && <ErrorNotice error={removed.error} />}
    </li>
  );
}
