import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__/index.js';

export const CardRowFields = graphql(`
  fragment CardRow on CardSummary {
    id
    name
    game
    setName
    rarity
    condition
    ticker
  }
`);

/** One catalog search result: a link to the card's page. */
export function CardRow(props: { card: FragmentType<typeof CardRowFields> }) {
  const card = getFragmentData(CardRowFields, props.card);
  return (
    <li className="item card-row">
      <h3 className="item-title">
        <Link to={`/cards/card/${card.id}`}>{card.name}</Link>
      </h3>
      <p className="item-meta">
        <span className="ticker">{card.ticker}</span> · {card.game} · {card.setName} · {card.rarity} ·{' '}
        {card.condition.replace(/_/g, ' ')}
      </p>
    </li>
  );
}
