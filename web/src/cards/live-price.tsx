import { useSubscription } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { money } from './money.js';

const PriceUpdates = graphql(`
  subscription CardPriceUpdates($symbols: [String!]!) {
    priceUpdates(symbols: $symbols) {
      cardId
      ticker
      price
      confidence
      sourcesUsed
      calculatedAt
    }
  }
`);

/** The market price, replaced as each price.update for the ticker arrives. */
export function LivePrice({
  ticker,
  price,
  onUpdate,
}: {
  ticker: string;
  price: number | null;
  onUpdate: () => void;
}) {
  const live = useSubscription(PriceUpdates, { variables: { symbols: [ticker] }, onData: onUpdate });
  const update = live.data?.priceUpdates;
  const shown = update?.price ?? price;
  return (
    <div className="live-price">
      <p className="price-now">
        <span className="label">Market price</span> <strong data-testid="market-price">{money(shown)}</strong>
      </p>
      <p className="hint" role="status" aria-live="polite">
        {live.error
          ? 'Live prices are unavailable right now.'
          : update
            ? `Updated live at ${new Date(update.calculatedAt).toLocaleTimeString()} from ${update.sourcesUsed} source${update.sourcesUsed === 1 ? '' : 's'}.`
            : 'Live: new prices appear here as they are recorded.'}
      </p>
    </div>
  );
}
