import { useState, type FormEvent, type ReactNode } from 'react';
import type { CounterTradeInput } from '../__generated__/graphql.js';

/** What the form fills of a proposal or counter (CounterTradeInput), every field given. */
export type TradeTerms = {
  [Field in 'offeredItems' | 'requestedItems' | 'cashAdjustment' | 'message']-?: NonNullable<
    CounterTradeInput[Field]
  >;
};

/** The terms of a proposal or counter: one card given, one asked for, cash on top, a message. */
export function TradeTermsForm({
  id,
  label,
  submitLabel,
  busy,
  extra,
  onSubmit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  extra?: ReactNode;
  onSubmit: (terms: TradeTerms) => void;
}) {
  const [offered, setOffered] = useState({ cardId: '', quantity: '1' });
  const [requested, setRequested] = useState({ cardId: '', quantity: '1' });
  const [cash, setCash] = useState('0');
  const [message, setMessage] = useState('');
  const item = (value: { cardId: string; quantity: string }) =>
    value.cardId.trim() ? [{ cardId: value.cardId.trim(), quantity: Number(value.quantity) }] : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      offeredItems: item(offered),
      requestedItems: item(requested),
      cashAdjustment: Number(cash),
      message,
    });
  };
  return (
    <form className="trade-terms" aria-label={label} onSubmit={submit}>
      {extra}
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-offered`}>Card you give (card id)</label>
          <input
            id={`${id}-offered`}
            value={offered.cardId}
            onChange={(e) => setOffered({ ...offered, cardId: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-offered-qty`}>Copies given</label>
          <input
            id={`${id}-offered-qty`}
            type="number"
            min={1}
            value={offered.quantity}
            onChange={(e) => setOffered({ ...offered, quantity: e.target.value })}
          />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-requested`}>Card you ask for (card id)</label>
          <input
            id={`${id}-requested`}
            value={requested.cardId}
            onChange={(e) => setRequested({ ...requested, cardId: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-requested-qty`}>Copies asked</label>
          <input
            id={`${id}-requested-qty`}
            type="number"
            min={1}
            value={requested.quantity}
            onChange={(e) => setRequested({ ...requested, quantity: e.target.value })}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-cash`}>Cash you add on top (USD; negative: you ask for cash)</label>
        <input
          id={`${id}-cash`}
          type="number"
          step="0.01"
          value={cash}
          onChange={(e) => setCash(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message (optional)</label>
        <input
          id={`${id}-message`}
          maxLength={500}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <button type="submit" className="primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
