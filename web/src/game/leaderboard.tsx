import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';

const DistrictLeaderboard = graphql(`
  query DistrictLeaderboard($districtId: String!, $limit: Int!) {
    districtLeaderboard(districtId: $districtId, limit: $limit) {
      districtId
      players {
        rank
        playerId
        influence
        account {
          id
          handle
          displayName
        }
      }
      crews {
        rank
        crewId
        name
        tag
        influence
      }
    }
  }
`);

const PAGE = 10;

/** Players and crews of the district by influence now; "Show more" reads a longer ranking. */
export function Leaderboard({ districtId, playerId }: { districtId: string; playerId: string | null }) {
  const [limit, setLimit] = useState(PAGE);
  const result = useQuery(DistrictLeaderboard, {
    variables: { districtId, limit },
    pollInterval: 30_000,
    notifyOnNetworkStatusChange: true,
  });
  const board = result.data?.districtLeaderboard;
  return (
    <section aria-labelledby="leaderboard-heading">
      <h2 id="leaderboard-heading">District leaderboard</h2>
      {result.loading && !board && <Loading label="Ranking the district…" />}
      {result.error && !board && <ErrorNotice error={result.error} onRetry={() => void result.refetch()} />}
      {board && board.players.length === 0 && (
        <Empty title="No one holds influence here yet.">
          <p>Leave a fingerprint or capture a creature in a cell to be the first.</p>
        </Empty>
      )}
      {board && board.players.length > 0 && (
        <ol className="ranking" aria-label="Players">
          {board.players.map((p) => (
            <li key={p.playerId} className={p.playerId === playerId ? 'me' : ''}>
              <span className="rank">#{p.rank}</span>{' '}
              {p.account ? `@${p.account.handle}` : 'A player without a handle'}
              {p.playerId === playerId && ' (you)'} · {p.influence.toFixed(1)}
            </li>
          ))}
        </ol>
      )}
      {board && board.crews.length > 0 && (
        <>
          <h3>Crews</h3>
          <ol className="ranking" aria-label="Crews">
            {board.crews.map((c) => (
              <li key={c.crewId}>
                <span className="rank">#{c.rank}</span> {c.name ?? c.crewId} {c.tag && `[${c.tag}]`} ·{' '}
                {c.influence.toFixed(1)}
              </li>
            ))}
          </ol>
        </>
      )}
      {board && (board.players.length >= limit || board.crews.length >= limit) && limit < 200 && (
        <button
          type="button"
          className="more"
          disabled={result.loading}
          onClick={() => setLimit(limit + PAGE)}
        >
          {result.loading ? 'Loading…' : 'Show more of the ranking'}
        </button>
      )}
    </section>
  );
}
