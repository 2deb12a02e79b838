import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Loading, Success } from '../ui/status.js';
import { AlertForm } from './alert-form.js';
import { LivePrice } from './live-price.js';
import { money } from './money.js';
import { PriceChart } from './price-chart.js';

const CardPageQuery = graphql(`
  query CardPage($id: ID!) {
    card(id: $id) {
      id
      name
      game
      setName
      setCode
      rarity
      condition
      collectorNumber
      ticker
      bestMarketPrice
      variants {
        id
        label
        finish
        marketPrice
      }
    }
    priceHistory(cardId: $id, days: 30) {
      cardId
      ...PriceChart
    }
  }
`);

const AddHolding = graphql(`
  mutation AddHolding($input: AddHoldingInput!) {
    addHolding(input: $input) {
      entry {
        cardId
        quantity
      }
    }
  }
`);

/** One card: its facts, its price over 30 days, the live market price, and adding it to the portfolio. */
export function CardPage() {
  const { cardId = '' } = useParams();
  const result = useQuery(CardPageQuery, { variables: { id: cardId } });
  const [quantity, setQuantity] = useState('1');
  const [add, added] = useMutation(AddHolding, { refetchQueries: ['PortfolioStats', 'PortfolioHoldings'] });

  if (result.loading && !result.data) return <Loading label="Loading the card…" />;
  if (!result.data)
    return (
      <>
        <ErrorNotice error={result.error} onRetry={() => void result.refetch()} />
        <p>
          <Link to="/cards">Back to the catalog</Link>
        </p>
      </>
    );
  const { card, priceHistory } = result.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add({ variables: { input: { cardId: card.id, quantity: Number(quantity) } } }).catch(
      () => undefined,
    );
  };

  return (
    <article className="card-page" aria-labelledby="card-heading">
      <p>
        <Link to="/cards">← Catalog</Link>
      </p>
      <h2 id="card-heading">{card.name}</h2>
      <dl className="facts">
        <dt>Ticker</dt>
        <dd>{card.ticker}</dd>
        <dt>Set</dt>
        <dd>
          {card.setName} ({card.setCode}) #{card.collectorNumber}
        </dd>
        <dt>Game</dt>
        <dd>{card.game}</dd>
        <dt>Rarity, condition</dt>
        <dd>
          {card.rarity}, {card.condition.replace(/_/g, ' ')}
        </dd>
        <dt>Variants</dt>
        <dd>{card.variants.map((v) => `${v.label} (${v.finish}): ${money(v.marketPrice)}`).join(' · ')}</dd>
      </dl>
      <LivePrice
        ticker={card.ticker}
        price={card.bestMarketPrice ?? null}
        onUpdate={() => void result.refetch().catch(() => undefined)}
      />
      <h3>Last 30 days</h3>
      <PriceChart history={priceHistory} name={card.name} />
      <form className="add-holding" onSubmit={submit} aria-label="Add to portfolio">
        <label htmlFor="holding-quantity">Copies</label>
        <div className="field-row">
          <input
            id="holding-quantity"
            type="number"
            min={1}
            max={9999}
            required
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
          <button type="submit" className="primary" disabled={added.loading}>
            Add to portfolio
          </button>
        </div>
        {added.error && <ErrorNotice error={added.error} />}
        {added.data && (
          <Success>
            <p>
              You hold {added.data.addHolding.entry.quantity} of this card.{' '}
              <Link to="/cards/portfolio">Portfolio</Link>
            </p>
          </Success>
        )}
      </form>
      <AlertForm cardId={card.id} />
    </article>
  );
}
