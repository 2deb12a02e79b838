import { useEffect, useRef, useState } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { CellOnMapFragment } from '../__generated__/graphql.js';
import { ErrorNotice } from '../ui/status.js';
import { cellPolygons, outpostPoints } from './cells-geojson.js';
import { baseStyle } from './map-style.js';

/**
 * The neighbourhood on a MapLibre map (loaded with this screen, not with the app): each H3 cell a
 * polygon shaded by the player's share of its influence, outposts as dots. The list beside it says
 * the same in words, for keyboards and screen readers.
 */
export function TurfMap({
  cells,
  center,
  playerId,
  here,
}: {
  cells: CellOnMapFragment[];
  center: [number, number];
  playerId: string | null;
  here: string | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [drawn, setDrawn] = useState(0);

  useEffect(() => {
    let made: MapLibreMap | undefined;
    let live = true;
    Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]).then(
      ([maplibre]) => {
        if (!live || !box.current) return;
        made = new maplibre.Map({
          container: box.current,
          style: baseStyle(),
          center,
          zoom: 14,
          attributionControl: { compact: true },
        });
        made.addControl(new maplibre.NavigationControl({ showCompass: false }));
        made.on('error', (event) => setFailed(event.error));
        made.on('load', () => {
          if (!made) return;
          made.addSource('cells', { type: 'geojson', data: cellPolygons([], null, null) });
          made.addSource('outposts', { type: 'geojson', data: outpostPoints([]) });
          made.addLayer({
            id: 'cells-fill',
            type: 'fill',
            source: 'cells',
            paint: {
              'fill-color': ['case', ['get', 'here'], '#0b5cad', '#2f7d4f'],
              'fill-opacity': ['+', 0.12, ['*', 0.5, ['get', 'share']]],
            },
          });
          made.addLayer({
            id: 'cells-line',
            type: 'line',
            source: 'cells',
            paint: { 'line-color': '#1b1f24', 'line-width': ['case', ['get', 'here'], 3, 1] },
          });
          made.addLayer({
            id: 'outposts',
            type: 'circle',
            source: 'outposts',
            paint: { 'circle-radius': ['+', 5, ['get', 'level']], 'circle-color': '#a4161a' },
          });
          setMap(made);
        });
      },
      (error: unknown) => live && setFailed(error),
    );
    return () => {
      live = false;
      made?.remove();
    };
    // The map is made once; a later centre moves it (below).
  }, []);

  useEffect(() => {
    if (!map) return;
    (map.getSource('cells') as GeoJSONSource).setData(cellPolygons(cells, playerId, here));
    (map.getSource('outposts') as GeoJSONSource).setData(outpostPoints(cells));
    map.once('idle', () => setDrawn(map.querySourceFeatures('cells').length > 0 ? cells.length : 0));
    map.triggerRepaint();
  }, [map, cells, playerId, here]);

  useEffect(() => {
    map?.easeTo({ center });
  }, [map, center]);

  return (
    <div className="turf-map">
      <div ref={box} className="map-box" data-cells-drawn={drawn} />
      {failed ? <ErrorNotice error={failed} /> : null}
    </div>
  );
}
