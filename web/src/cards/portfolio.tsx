import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';
import { BillingStatus } from './billing-status.js';
import { HoldingRow } from './holding-row.js';
import { money } from './money.js';
import { useShowMore } from './show-more.js';

const PortfolioStatsQuery = graphql(`
  query PortfolioStats {
    portfolioStats {
      totalCards
      totalValue
      unpricedCards
      allocations {
        game
        value
        percentage
        cards
      }
    }
  }
`);

const PortfolioHoldings = graphql(`
  query PortfolioHoldings($cursor: String, $limit: Int) {
    portfolioHoldings(cursor: $cursor, limit: $limit) {
      items {
        cardId
        ...HoldingRow
      }
      nextCursor
      hasMore
    }
  }
`);

/** The person's cards: totals and allocation by game, the holdings a page at a time, billing. */
export function Portfolio() {
  const stats = useQuery(PortfolioStatsQuery);
  const holdings = useQuery(PortfolioHoldings, {
    variables: { limit: 20 },
    notifyOnNetworkStatusChange: true,
  });
  const page = holdings.data?.portfolioHoldings;
  const more = useShowMore(page, (cursor) => holdings.fetchMore({ variables: { cursor } }));
  const s = stats.data?.portfolioStats;

  return (
    <section aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading">Portfolio</h2>
      {stats.loading && !s && <Loading label="Adding up your portfolio…" />}
      {stats.error && !s && <ErrorNotice error={stats.error} onRetry={() => void stats.refetch()} />}
      {s && (
        <dl className="stats">
          <div>
            <dt>Cards</dt>
            <dd>{s.totalCards}</dd>
          </div>
          <div>
            <dt>Value</dt>
            <dd>{money(s.totalValue)}</dd>
          </div>
          <div>
            <dt>Without a price</dt>
            <dd>{s.unpricedCards}</dd>
          </div>
          {s.allocations.map((a) => (
            <div key={a.game}>
              <dt>{a.game}</dt>
              <dd>
                {money(a.value)} ({a.percentage.toFixed(1)} %, {a.cards} cards)
              </dd>
            </div>
          ))}
        </dl>
      )}
      <h3>Holdings</h3>
      {holdings.loading && !page && <Loading label="Loading your holdings…" />}
      {holdings.error && !page && (
        <ErrorNotice error={holdings.error} onRetry={() => void holdings.refetch()} />
      )}
      {page && page.items.length === 0 && (
        <Empty title="No cards in your portfolio yet.">
          <p>
            Find a card in the <Link to="/cards">catalog</Link> and add it from its page.
          </p>
        </Empty>
      )}
      {page && page.items.length > 0 && (
        <div className="table-scroll">
          <table className="holdings">
            <caption className="visually-hidden">Your holdings</caption>
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">Copies</th>
                <th scope="col">Paid (each)</th>
                <th scope="col">Value now</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((h) => (
                <HoldingRow key={h.cardId} holding={h} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more.error ? <ErrorNotice error={more.error} onRetry={more.showMore} /> : null}
      {page?.hasMore && (
        <button type="button" className="more" onClick={more.showMore} disabled={more.loading}>
          {more.loading ? 'Loading…' : 'Show more holdings'}
        </button>
      )}
      <BillingStatus />
    </section>
  );
}
