import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';
import { LimitMeter, type useAlertLimits } from './alert-limits.js';
import { money } from './money.js';
import { useClientPage } from './show-more.js';

const WatchlistQuery = graphql(`
  query Watchlist {
    watchlist {
      cardId
      addedAt
      card {
        id
        name
        ticker
        bestMarketPrice
      }
    }
  }
`);

const Unwatch = graphql(`
  mutation UnwatchCard($cardId: ID!) {
    unwatchCard(cardId: $cardId) {
      cardId
    }
  }
`);

const PAGE = 10;

/** Cards the person follows without holding them, newest first; each removable. */
export function Watchlist({ limits }: { limits: ReturnType<typeof useAlertLimits> }) {
  const result = useQuery(WatchlistQuery, { fetchPolicy: 'cache-and-network' });
  const items = result.data?.watchlist;
  const page = useClientPage(items ?? [], PAGE);
  const [unwatch, unwatched] = useMutation(Unwatch, { refetchQueries: ['Watchlist'] });
  return (
    <section aria-labelledby="watchlist-heading" className="watchlist">
      <h3 id="watchlist-heading">Watchlist</h3>
      {result.loading && !items && <Loading label="Loading your watchlist…" />}
      {result.error && !items && <ErrorNotice error={result.error} onRetry={() => void result.refetch()} />}
      {items && items.length === 0 && (
        <Empty title="No cards on your watchlist.">
          <p>Use “Watch this card” on a card's page to follow its price here.</p>
        </Empty>
      )}
      {items && items.length > 0 && (
        <ul className="alert-list" aria-label="Watched cards">
          {page.shown.map((w) => {
            const name = w.card?.name ?? w.cardId;
            return (
              <li key={w.cardId} className="alert-row">
                <p>
                  <Link to={`/cards/card/${w.cardId}`}>{name}</Link>{' '}
                  <span className="ticker">{w.card?.ticker}</span> · {money(w.card?.bestMarketPrice)}
                </p>
                <button
                  type="button"
                  className="danger"
                  aria-label={`Unwatch ${name}`}
                  disabled={unwatched.loading}
                  onClick={() => void unwatch({ variables: { cardId: w.cardId } }).catch(() => undefined)}
                >
                  Unwatch
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {unwatched.error && <ErrorNotice error={unwatched.error} />}
      {page.hasMore && (
        <button type="button" className="more" onClick={page.showMore}>
          Show more watched cards
        </button>
      )}
      {items && (
        <LimitMeter count={items.length} max={limits.maxWatched} tier={limits.tier} what="watched cards" />
      )}
    </section>
  );
}
