import type { StyleSpecification } from 'maplibre-gl';

/**
 * The base map: a plain background, so the map needs no tile server. A raster tile URL template
 * (VITE_MAP_TILE_URL, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png) at build time puts those
 * tiles under the cells instead, with VITE_MAP_TILE_ATTRIBUTION shown on the map.
 */
export function baseStyle(): StyleSpecification {
  const tiles = import.meta.env.VITE_MAP_TILE_URL as string | undefined;
  const background = {
    id: 'background',
    type: 'background' as const,
    paint: { 'background-color': '#e8edf1' },
  };
  if (!tiles) return { version: 8, sources: {}, layers: [background] };
  return {
    version: 8,
    sources: {
      base: {
        type: 'raster',
        tiles: [tiles],
        tileSize: 256,
        attribution: (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) ?? '',
      },
    },
    layers: [background, { id: 'base', type: 'raster', source: 'base' }],
  };
}
