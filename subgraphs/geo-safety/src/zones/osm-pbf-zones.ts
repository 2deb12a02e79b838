import { createOSMStream } from 'osm-pbf-parser-node';
import type { ParsedZones } from './geojson-zones.js';
import { zonesOfOsmData, type OsmData } from './osm-data-zones.js';

/** An OSM PBF file starts with a 4-byte length and a BlobHeader whose type is "OSMHeader". */
export const isOsmPbf = (head: Buffer) => head.subarray(4, 32).includes('OSMHeader');

/**
 * Zones of an OpenStreetMap PBF extract (Geofabrik's, `osmium`'s), read by a streaming parser; the
 * extract's elements are judged as an XML extract's are (osm-data-zones.ts). Every node is kept for
 * way geometry, as for XML: a city extract fits, a country is better cut to the zone tags first
 * (docs/products/game.md).
 */
export async function parseOsmPbfZones(file: string): Promise<ParsedZones> {
  const data: OsmData = { nodes: [], ways: [], relations: [] };
  for await (const item of createOSMStream(file, { withInfo: false }) as AsyncIterable<OsmItem>) {
    if (item.type === 'node') data.nodes.push(item);
    else if (item.type === 'way') data.ways.push(item);
    else if (item.type === 'relation') data.relations.push(item);
  }
  return zonesOfOsmData(data);
}

/** What the parser yields: its header first (no type), then nodes, ways and relations. */
type OsmItem =
  | ({ type: 'node' } & OsmData['nodes'][number])
  | ({ type: 'way' } & OsmData['ways'][number])
  | ({ type: 'relation' } & OsmData['relations'][number])
  | { type?: undefined };
