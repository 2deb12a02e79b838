import { useEffect, useRef, useState } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { CellOnMapFragment } from '../__generated__/graphql.js';
import { ErrorNotice } from '../ui/status.js';
import { addCellLayers } from './cell-layers.js';
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
    Promise.all([
      import('maplibre-gl'),
      // MapLibre looks for its worker beside its own module; the bundle moves both, so it is told.
      import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
      import('maplibre-gl/dist/maplibre-gl.css'),
    ])
      .then(([maplibre, worker]) => {
        if (!live || !box.current) return;
        maplibre.setWorkerUrl(worker.default);
        // Throws without WebGL: said below the map like a failed request.
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
          addCellLayers(made);
          setMap(made);
        });
      })
      .catch((error: unknown) => live && setFailed(error));
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
    // How many cells the map holds once it has drawn them (what the browser tests wait for).
    const count = () => {
      const ids = map.querySourceFeatures('cells').map((feature) => String(feature.properties.h3Index));
      setDrawn(new Set(ids).size);
    };
    map.on('idle', count);
    map.triggerRepaint();
    return () => void map.off('idle', count);
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
