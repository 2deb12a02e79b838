import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { gridDisk } from 'h3-js';
import { graphql } from '../__generated__/index.js';
import type { CellOnMapFragment } from '../__generated__/graphql.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';
import { CellItem } from './cell-item.js';
import { Contracts } from './contracts.js';
import { Crews } from './crews.js';
import { Leaderboard } from './leaderboard.js';
import { LocationReport } from './location-report.js';
import { usePlayerId } from './player.js';

const TurfMap = lazy(() => import('./turf-map.js').then((m) => ({ default: m.TurfMap })));

const LastPosition = graphql(`
  query LastPosition {
    myLastValidatedPosition {
      latitude
      longitude
      at
      gameplayCell
      districtId
    }
  }
`);

/** Rings of neighbours around the player's cell shown on the map and in the list (1 ring: 7 cells). */
const RINGS = 1;

/** The player's turf: where they last stood, the cells around it live, the district and the crews. */
export function Turf() {
  const playerId = usePlayerId();
  const position = useQuery(LastPosition, { fetchPolicy: 'cache-and-network' });
  const here = position.data?.myLastValidatedPosition;
  const cellIds = useMemo(() => (here ? gridDisk(here.gameplayCell, RINGS) : []), [here]);
  const center = useMemo<[number, number]>(() => (here ? [here.longitude, here.latitude] : [0, 0]), [here]);
  const [cells, setCells] = useState<Record<string, CellOnMapFragment>>({});
  const onCell = useCallback(
    (cell: CellOnMapFragment) => setCells((all) => ({ ...all, [cell.h3Index]: cell })),
    [],
  );
  const shown = cellIds.map((id) => cells[id]).filter((cell): cell is CellOnMapFragment => Boolean(cell));

  return (
    <div className="turf-grid">
      <div className="turf-main">
        <LocationReport onReported={() => void position.refetch().catch(() => undefined)} />
        <section aria-labelledby="cells-heading">
          <h2 id="cells-heading">Your cells</h2>
          {position.loading && !position.data && <Loading label="Finding your last position…" />}
          {position.error && !position.data && (
            <ErrorNotice error={position.error} onRetry={() => void position.refetch()} />
          )}
          {position.data && !here && (
            <Empty title="No position in the last 24 hours.">
              <p>Report your location to see the cells around you.</p>
            </Empty>
          )}
          {here && (
            <>
              <Suspense fallback={<Loading label="Loading the map…" />}>
                <TurfMap cells={shown} center={center} playerId={playerId} here={here.gameplayCell} />
              </Suspense>
              <ul className="cells" aria-label="Cells around you">
                {cellIds.map((id) => (
                  <CellItem
                    key={id}
                    h3Index={id}
                    playerId={playerId}
                    here={id === here.gameplayCell}
                    onCell={onCell}
                  />
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <aside className="turf-side">
        {here ? (
          <Leaderboard districtId={here.districtId} playerId={playerId} />
        ) : (
          <section aria-labelledby="leaderboard-heading">
            <h2 id="leaderboard-heading">District leaderboard</h2>
            <p className="hint">Your district's ranking shows once your location is reported.</p>
          </section>
        )}
        {here && <Contracts districtId={here.districtId} />}
        <Crews cell={here?.gameplayCell ?? null} />
      </aside>
    </div>
  );
}
