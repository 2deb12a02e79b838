import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../__generated__/index.js';
import type { AlertKind } from '../__generated__/graphql.js';
import { ErrorNotice, Success } from '../ui/status.js';
import { overAlertLimit } from './tier-gate.js';

const CreateAlert = graphql(`
  mutation CreatePriceAlert($input: CreatePriceAlertInput!) {
    createPriceAlert(input: $input) {
      alert {
        id
        ...AlertRow
      }
    }
  }
`);

const WatchCard = graphql(`
  mutation WatchCard($cardId: ID!) {
    watchCard(cardId: $cardId) {
      cardId
      addedAt
    }
  }
`);

/** A failure, or the tier's limit said as a limit with the way out (delete one, or Pro). */
function Refusal({ error, what }: { error: unknown; what: string }) {
  if (!overAlertLimit(error)) return <ErrorNotice error={error} />;
  return (
    <div className="notice info limit-reached" role="alert">
      <p>
        <strong>Limit reached:</strong> your plan keeps no more {what}. Delete one on{' '}
        <Link to="/cards/alerts">your alerts</Link>, or go <span className="badge pro">Pro</span> for any
        number.
      </p>
    </div>
  );
}

/** An alert on this card (a price above or below, or a percentage move) and the watchlist button. */
export function AlertForm({ cardId }: { cardId: string }) {
  const [kind, setKind] = useState<AlertKind>('above');
  const [value, setValue] = useState('');
  const refetchQueries = ['PriceAlerts', 'Watchlist'];
  const [create, created] = useMutation(CreateAlert, { refetchQueries });
  const [watch, watched] = useMutation(WatchCard, { refetchQueries });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value);
    const input = kind === 'move' ? { cardId, kind, percent: amount } : { cardId, kind, price: amount };
    void create({ variables: { input } }).catch(() => undefined);
  };

  return (
    <form className="alert-form" onSubmit={submit} aria-labelledby="alert-form-heading">
      <h3 id="alert-form-heading">Price alert</h3>
      <div className="field-row">
        <label htmlFor="alert-kind">Alert when the price</label>
        <select id="alert-kind" value={kind} onChange={(e) => setKind(e.target.value as AlertKind)}>
          <option value="above">rises to or above</option>
          <option value="below">falls to or below</option>
          <option value="move">moves by a percentage</option>
        </select>
      </div>
      <div className="field-row">
        <label htmlFor="alert-value">{kind === 'move' ? 'Move (%)' : 'Price (USD)'}</label>
        <input
          id="alert-value"
          type="number"
          min={0.01}
          step={0.01}
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="primary" disabled={created.loading}>
          Create alert
        </button>
        <button
          type="button"
          disabled={watched.loading}
          onClick={() => void watch({ variables: { cardId } }).catch(() => undefined)}
        >
          Watch this card
        </button>
      </div>
      {created.error && <Refusal error={created.error} what="alerts" />}
      {watched.error && <Refusal error={watched.error} what="watched cards" />}
      {created.data && !created.error && (
        <Success>
          <p>
            Alert created. <Link to="/cards/alerts">Your alerts</Link>
          </p>
        </Success>
      )}
      {watched.data && !watched.error && (
        <Success>
          <p>
            On your watchlist. <Link to="/cards/alerts">Watchlist</Link>
          </p>
        </Success>
      )}
    </form>
  );
}
