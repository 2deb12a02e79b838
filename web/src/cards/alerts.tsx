import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';
import { LimitMeter, useAlertLimits } from './alert-limits.js';
import { AlertRow, alertRule } from './alert-row.js';
import { money } from './money.js';
import { useShowMore } from './show-more.js';
import { Watchlist } from './watchlist.js';

const PriceAlertsQuery = graphql(`
  query PriceAlerts($cursor: String, $limit: Int) {
    priceAlerts(cursor: $cursor, limit: $limit) {
      items {
        id
        ...AlertRow
      }
      nextCursor
      hasMore
    }
  }
`);

const AlertFired = graphql(`
  subscription PriceAlertFired {
    priceAlerts {
      alertId
      cardId
      ticker
      kind
      threshold
      percent
      price
      changePercentage
      triggeredAt
    }
  }
`);

/** A short page: Free keeps 5 alerts, so a Free list is one page and a "Show more" at most. */
const PAGE = 4;

/** The person's price alerts, those firing now, and the watchlist. */
export function Alerts() {
  const limits = useAlertLimits();
  const result = useQuery(PriceAlertsQuery, {
    variables: { limit: PAGE },
    notifyOnNetworkStatusChange: true,
  });
  const page = result.data?.priceAlerts;
  const more = useShowMore(page, (cursor) => result.fetchMore({ variables: { cursor } }));
  const [fired, setFired] = useState<string[]>([]);
  const live = useSubscription(AlertFired, {
    onData: ({ client, data }) => {
      const event = data.data?.priceAlerts;
      if (!event) return;
      const rule = alertRule(event.kind, event.threshold, event.percent);
      const time = new Date(event.triggeredAt).toLocaleTimeString();
      setFired((all) =>
        [`${event.ticker} at ${money(event.price)} (${rule}) at ${time}`, ...all].slice(0, 5),
      );
      // The fired alert changed in place, so the pages already read stay as they are.
      client.cache.modify({
        id: client.cache.identify({ __typename: 'PriceAlert', id: event.alertId }),
        fields: {
          triggerCount: (count: number) => count + 1,
          lastTriggeredAt: () => event.triggeredAt,
          lastPrice: () => event.price,
          armed: (armed: boolean) => (event.kind === 'move' ? armed : false),
          referencePrice: (reference: number | null) => (event.kind === 'move' ? event.price : reference),
        },
      });
    },
  });

  return (
    <section aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">Price alerts</h2>
      <div className="fired" role="status" aria-live="polite">
        {live.error ? (
          <p className="hint">
            Fired alerts cannot be shown live right now; the list still updates on reload.
          </p>
        ) : fired.length > 0 ? (
          <ul aria-label="Alerts fired just now">
            {fired.map((line) => (
              <li key={line}>Alert fired: {line}</li>
            ))}
          </ul>
        ) : (
          <p className="hint">Live: an alert that fires shows here at once.</p>
        )}
      </div>
      {result.loading && !page && <Loading label="Loading your alerts…" />}
      {result.error && !page && <ErrorNotice error={result.error} onRetry={() => void result.refetch()} />}
      {page && page.items.length === 0 && (
        <Empty title="No price alerts yet.">
          <p>
            Open a card from the <Link to="/cards">catalog</Link> and set an alert on its page.
          </p>
        </Empty>
      )}
      {page && page.items.length > 0 && (
        <ul className="alert-list" aria-label="Your alerts">
          {page.items.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
      {more.error ? <ErrorNotice error={more.error} onRetry={more.showMore} /> : null}
      {page?.hasMore && (
        <button type="button" className="more" onClick={more.showMore} disabled={more.loading}>
          {more.loading ? 'Loading…' : 'Show more alerts'}
        </button>
      )}
      {page && !page.hasMore && (
        <LimitMeter count={page.items.length} max={limits.maxAlerts} tier={limits.tier} what="alerts" />
      )}
      <Watchlist limits={limits} />
    </section>
  );
}
