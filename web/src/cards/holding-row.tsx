import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__/index.js';
import { ErrorNotice } from '../ui/status.js';
import { money } from './money.js';

export const HoldingRowFields = graphql(`
  fragment HoldingRow on Holding {
    cardId
    cardName
    game
    condition
    quantity
    purchasePrice
    unitValue
    marketValue
  }
`);

const RemoveHolding = graphql(`
  mutation RemoveHolding($cardId: ID!) {
    removeHolding(cardId: $cardId) {
      __typename
    }
  }
`);

/** One holding: copies, price paid, value now; removable. */
export function HoldingRow(props: { holding: FragmentType<typeof HoldingRowFields> }) {
  const holding = getFragmentData(HoldingRowFields, props.holding);
  const name = holding.cardName ?? holding.cardId;
  const [remove, removed] = useMutation(RemoveHolding, {
    variables: { cardId: holding.cardId },
    refetchQueries: ['PortfolioStats', 'PortfolioHoldings'],
  });
  return (
    <tr>
      <th scope="row">
        <Link to={`/cards/card/${holding.cardId}`}>{name}</Link>
        <span className="hint"> {holding.game}</span>
      </th>
      <td>{holding.quantity}</td>
      <td>{money(holding.purchasePrice)}</td>
      <td>{money(holding.marketValue)}</td>
      <td>
        <button
          type="button"
          className="danger"
          aria-label={`Remove ${name}`}
          disabled={removed.loading}
          onClick={() => void remove().catch(() => undefined)}
        >
          Remove
        </button>
        {removed.error && <ErrorNotice error={removed.error} />}
      </td>
    </tr>
  );
}
