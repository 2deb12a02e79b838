import type { Position } from 'geojson';

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];
export const isClosed = (line: Position[]) =>
  line.length >= 4 && samePosition(line[0], line[line.length - 1]);

/**
 * Closed rings from way fragments (an OSM multipolygon's outer or inner members are often split into
 * several ways): joins fragments end to end, reversing one where needed, until each ring closes.
 * Fragments that never close are returned apart so the caller can report them.
 */
export function assembleRings(fragments: Position[][]): { rings: Position[][]; open: number } {
  const pending = fragments.filter((fragment) => fragment.length >= 2).map((fragment) => [...fragment]);
  const rings: Position[][] = [];
  let open = 0;
  while (pending.length) {
    let ring = pending.shift()!;
    while (!isClosed(ring)) {
      const end = ring[ring.length - 1];
      const next = pending.findIndex(
        (fragment) => samePosition(fragment[0], end) || samePosition(fragment[fragment.length - 1], end),
      );
      if (next === -1) break;
      const [fragment] = pending.splice(next, 1);
      const oriented = samePosition(fragment[0], end) ? fragment : [...fragment].reverse();
      ring = [...ring, ...oriented.slice(1)];
    }
    if (isClosed(ring)) rings.push(ring);
    else open += 1;
  }
  return { rings, open };
}
