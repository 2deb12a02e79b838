import { useEffect } from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { graphql, getFragmentData, type FragmentType } from '../__generated__/index.js';
import type { CellOnMapFragment } from '../__generated__/graphql.js';

export const CellOnMapFields = graphql(`
  fragment CellOnMap on Cell {
    h3Index
    districtId
    playerInfluence
    totals {
      players
      crews
    }
    controllingCrewId
    outpost {
      id
      level
      health
      owner {
        id
        handle
      }
    }
  }
`);

const TurfCellQuery = graphql(`
  query TurfCell($h3Index: String!) {
    turfCell(h3Index: $h3Index) {
      h3Index
      ...CellOnMap
    }
  }
`);

const CellChanged = graphql(`
  subscription CellChanged($h3Index: String!) {
    cellChanged(h3Index: $h3Index) {
      h3Index
      cause
      at
    }
  }
`);

/**
 * One cell of the player's neighbourhood as a list row: its influence (the player's and everyone's)
 * and outpost, read again (with the ranking) whenever turf says it changed. It hands what it read to the map.
 */
export function CellItem({
  h3Index,
  playerId,
  here,
  onCell,
}: {
  h3Index: string;
  playerId: string | null;
  here: boolean;
  onCell: (cell: CellOnMapFragment) => void;
}) {
  const result = useQuery(TurfCellQuery, { variables: { h3Index } });
  const client = useApolloClient();
  // A change here can reorder the district's ranking too.
  useSubscription(CellChanged, {
    variables: { h3Index },
    onData: () => {
      void result.refetch().catch(() => undefined);
      void client.refetchQueries({ include: ['DistrictLeaderboard'] }).catch(() => undefined);
    },
  });
  const cell = getFragmentData(
    CellOnMapFields,
    result.data?.turfCell as FragmentType<typeof CellOnMapFields> | undefined,
  );
  useEffect(() => {
    if (cell) onCell(cell);
  }, [cell, onCell]);

  if (!cell)
    return (
      <li className="cell">
        <span className="ticker">{h3Index}</span> {result.error ? '· could not be read' : '· loading…'}
      </li>
    );
  const mine = playerId ? Number(cell.playerInfluence[playerId] ?? 0) : 0;
  return (
    <li className={`cell ${here ? 'here' : ''}`}>
      <span className="ticker">{h3Index}</span>
      {here && <span className="badge">You are here</span>} · your influence{' '}
      <strong>{mine.toFixed(1)}</strong> · all players {cell.totals.players.toFixed(1)}
      {cell.outpost &&
        ` · outpost level ${cell.outpost.level} (${cell.outpost.health} health) of @${cell.outpost.owner?.handle ?? 'someone'}`}
    </li>
  );
}
