import { zonesOfElements } from './overpass-zones.js';
import type { ParsedZones } from './geojson-zones.js';

type Tags = Record<string, string>;

/** An OpenStreetMap extract's elements as its files hold them: ways name their nodes, relations their members. */
export interface OsmData {
  nodes: Array<{ id: number; lat: number; lon: number; tags?: Tags }>;
  ways: Array<{ id: number; refs: number[]; tags?: Tags }>;
  relations: Array<{ id: number; members: Array<{ type: string; ref: number; role: string }>; tags?: Tags }>;
}

const tagged = (tags: Tags | undefined): tags is Tags => !!tags && Object.keys(tags).length > 0;

/**
 * Zones of an extract (OSM XML or PBF): way and relation geometry is resolved from the extract's own
 * nodes, then the elements are judged exactly as an Overpass answer is (overpass-zones.ts): tagged
 * nodes become the cell around them, closed ways polygons, multipolygon relations their rings. Only
 * tagged elements are considered; a way whose nodes are missing from the extract is skipped.
 */
export function zonesOfOsmData(data: OsmData): ParsedZones {
  const nodes = new Map(data.nodes.map((node) => [node.id, { lat: node.lat, lon: node.lon }]));
  const wayGeometry = new Map<number, Array<{ lat: number; lon: number }> | null>();
  for (const way of data.ways) {
    const points = way.refs.map((ref) => nodes.get(ref));
    wayGeometry.set(way.id, points.every(Boolean) ? (points as Array<{ lat: number; lon: number }>) : null);
  }
  const missing: Array<{ index: number; reason: string }> = [];
  const elements: unknown[] = [];
  for (const node of data.nodes)
    if (tagged(node.tags))
      elements.push({ type: 'node', id: node.id, lat: node.lat, lon: node.lon, tags: node.tags });
  for (const way of data.ways) {
    if (!tagged(way.tags)) continue;
    const geometry = wayGeometry.get(way.id);
    if (!geometry)
      missing.push({ index: elements.length, reason: `way/${way.id} has nodes outside the extract` });
    else elements.push({ type: 'way', id: way.id, tags: way.tags, geometry });
  }
  for (const relation of data.relations) {
    if (!tagged(relation.tags)) continue;
    const members = relation.members
      .filter((member) => member.type === 'way')
      .map((member) => ({
        type: 'way',
        role: member.role,
        geometry: wayGeometry.get(member.ref) ?? undefined,
      }));
    elements.push({ type: 'relation', id: relation.id, tags: relation.tags, members });
  }
  const parsed = zonesOfElements(elements);
  return { zones: parsed.zones, skipped: [...missing, ...parsed.skipped] };
}
