import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';

const MyCreatures = graphql(`
  query MyCreatures($limit: Int!, $offset: Int!) {
    myCreatures(limit: $limit, offset: $offset) {
      id
      species
      geometry
      motion
      sound
      rarity
      palette
      capturedAt
      spawnedAt
      cell {
        h3Index
      }
    }
  }
`);

const PAGE = 12;

const hex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The player's collection, newest first, a page at a time: each creature's traits and colours. */
export function Creatures() {
  const result = useQuery(MyCreatures, {
    variables: { limit: PAGE, offset: 0 },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [exhausted, setExhausted] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const creatures = result.data?.myCreatures;
  const showMore = () => {
    setMoreError(null);
    result
      .fetchMore({ variables: { offset: creatures?.length ?? 0 } })
      .then((next) => setExhausted((next.data?.myCreatures.length ?? 0) < PAGE))
      .catch((failure: unknown) => setMoreError(failure));
  };
  const hasMore = !exhausted && creatures != null && creatures.length > 0 && creatures.length % PAGE === 0;

  return (
    <section aria-labelledby="creatures-heading" className="creatures">
      <h2 id="creatures-heading">Your creatures</h2>
      {result.loading && !creatures && <Loading label="Gathering your creatures…" />}
      {result.error && !creatures && (
        <ErrorNotice error={result.error} onRetry={() => void result.refetch()} />
      )}
      {creatures && creatures.length === 0 && (
        <Empty title="No creatures caught yet.">
          <p>Leave a fingerprint where you stand; the creature it spawns can be caught for 30 minutes.</p>
        </Empty>
      )}
      {creatures && creatures.length > 0 && (
        <ul className="creature-list" aria-label="Creatures">
          {creatures.map((c) => (
            <li key={c.id} className="creature">
              <p className="creature-name">
                <span className="palette" aria-hidden="true">
                  {c.palette.slice(0, 4).map((rgb, i) => (
                    // A palette may repeat a colour; its place is what tells two swatches apart.
                    <span key={i} className="swatch" style={{ background: hex(rgb) }} />
                  ))}
                </span>
                <strong>
                  {c.rarity} {c.geometry}
                </strong>{' '}
                <span className="ticker">#{c.species.slice(0, 6)}</span>
              </p>
              <dl className="traits">
                <dt>Motion</dt>
                <dd>{c.motion}</dd>
                <dt>Sound</dt>
                <dd>{c.sound}</dd>
                <dt>Colours</dt>
                <dd>{c.palette.map(hex).join(' ')}</dd>
                <dt>Caught</dt>
                <dd>{new Date(c.capturedAt ?? c.spawnedAt).toLocaleString()}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {moreError ? <ErrorNotice error={moreError} onRetry={showMore} /> : null}
      {hasMore && (
        <button type="button" className="more" onClick={showMore} disabled={result.loading}>
          {result.loading ? 'Loading…' : 'Show more creatures'}
        </button>
      )}
    </section>
  );
}
