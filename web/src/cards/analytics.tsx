import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';
import { BillingStatus } from './billing-status.js';
import { money } from './money.js';
import { useClientPage } from './show-more.js';
import { needsPro } from './tier-gate.js';

const PortfolioAnalyticsQuery = graphql(`
  query PortfolioAnalytics {
    portfolioAnalytics {
      totalCards
      totalValue
      totalCostBasis
      unrealizedPnl
      unrealizedPnlPercentage
      concentrationScore
      concentrationRisk
      largestPosition {
        cardId
        cardName
        weightPercentage
      }
      positions {
        cardId
        cardName
        quantity
        marketValue
        costBasis
        unrealizedPnl
        weightPercentage
      }
    }
  }
`);

const PAGE = 10;

/** A gain reads with its sign, so a loss is never mistaken for a gain by colour alone. */
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${money(Math.abs(value))}`;

/** Value against cost: P&L, how concentrated the portfolio is, and each position's weight (Pro). */
export function Analytics() {
  const result = useQuery(PortfolioAnalyticsQuery, { fetchPolicy: 'cache-and-network' });
  const a = result.data?.portfolioAnalytics;
  const positions = useClientPage(a?.positions ?? [], PAGE);

  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">Portfolio analytics</h2>
      {result.loading && !a && <Loading label="Working out your gains and losses…" />}
      {result.error && !a && needsPro(result.error) && (
        <div className="notice info tier-gate">
          <p>
            <span className="badge pro">Pro</span> Analytics — cost basis, unrealized gains and losses,
            concentration and each position's weight — are part of Pro.
          </p>
          <p>
            Your totals and allocation by game stay free on the <Link to="/cards/portfolio">portfolio</Link>.
          </p>
        </div>
      )}
      {result.error && !a && !needsPro(result.error) && (
        <ErrorNotice error={result.error} onRetry={() => void result.refetch()} />
      )}
      {a && (
        <dl className="stats">
          <div>
            <dt>Value</dt>
            <dd>{money(a.totalValue)}</dd>
          </div>
          <div>
            <dt>Cost basis</dt>
            <dd>{money(a.totalCostBasis)}</dd>
          </div>
          <div>
            <dt>Unrealized P&amp;L</dt>
            <dd data-testid="unrealized-pnl">
              {signed(a.unrealizedPnl)}
              {a.unrealizedPnlPercentage != null && ` (${a.unrealizedPnlPercentage.toFixed(1)} %)`}
            </dd>
          </div>
          <div>
            <dt>Concentration</dt>
            <dd>
              {a.concentrationScore.toFixed(2)} · {a.concentrationRisk} risk
            </dd>
          </div>
          {a.largestPosition && (
            <div>
              <dt>Largest position</dt>
              <dd>
                {a.largestPosition.cardName} ({a.largestPosition.weightPercentage.toFixed(1)} %)
              </dd>
            </div>
          )}
        </dl>
      )}
      {a && a.positions.length === 0 && (
        <Empty title="No positions to analyse yet.">
          <p>
            Add cards from the <Link to="/cards">catalog</Link>; their value and cost show here.
          </p>
        </Empty>
      )}
      {a && a.positions.length > 0 && (
        <div className="table-scroll">
          <table className="holdings">
            <caption className="visually-hidden">Positions by value</caption>
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">Copies</th>
                <th scope="col">Value</th>
                <th scope="col">Cost</th>
                <th scope="col">P&amp;L</th>
                <th scope="col">Weight</th>
              </tr>
            </thead>
            <tbody>
              {positions.shown.map((p) => (
                <tr key={p.cardId}>
                  <th scope="row">
                    <Link to={`/cards/card/${p.cardId}`}>{p.cardName}</Link>
                  </th>
                  <td>{p.quantity}</td>
                  <td>{money(p.marketValue)}</td>
                  <td>{money(p.costBasis)}</td>
                  <td>{signed(p.unrealizedPnl)}</td>
                  <td>{p.weightPercentage.toFixed(1)} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {positions.hasMore && (
        <button type="button" className="more" onClick={positions.showMore}>
          Show more positions
        </button>
      )}
      <BillingStatus />
    </section>
  );
}
