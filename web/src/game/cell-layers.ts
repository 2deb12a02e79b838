import type { Map as MapLibreMap } from 'maplibre-gl';
import { cellPolygons, outpostPoints } from './cells-geojson.js';

/** The cells' sources and layers: fill shaded by the player's share, outline (thick where they stand), outposts. */
export function addCellLayers(map: MapLibreMap) {
  map.addSource('cells', { type: 'geojson', data: cellPolygons([], null, null) });
  map.addSource('outposts', { type: 'geojson', data: outpostPoints([]) });
  map.addLayer({
    id: 'cells-fill',
    type: 'fill',
    source: 'cells',
    paint: {
      'fill-color': ['case', ['get', 'here'], '#0b5cad', '#2f7d4f'],
      'fill-opacity': ['+', 0.12, ['*', 0.5, ['get', 'share']]],
    },
  });
  map.addLayer({
    id: 'cells-line',
    type: 'line',
    source: 'cells',
    paint: { 'line-color': '#1b1f24', 'line-width': ['case', ['get', 'here'], 3, 1] },
  });
  map.addLayer({
    id: 'outposts',
    type: 'circle',
    source: 'outposts',
    paint: { 'circle-radius': ['+', 5, ['get', 'level']], 'circle-color': '#a4161a' },
  });
}
