import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { zonesOfElements } from './overpass-zones.js';
import type { ParsedZones } from './geojson-zones.js';

const list = <T extends z.ZodType>(item: T) => z.array(item).default([]);
const tag = z.object({ k: z.string(), v: z.string() });
const osm = z.object({
  node: list(
    z.object({ id: z.coerce.number(), lat: z.coerce.number(), lon: z.coerce.number(), tag: list(tag) }),
  ),
  way: list(
    z.object({ id: z.coerce.number(), nd: list(z.object({ ref: z.coerce.number() })), tag: list(tag) }),
  ),
  relation: list(
    z.object({
      id: z.coerce.number(),
      member: list(z.object({ type: z.string(), ref: z.coerce.number(), role: z.string().default('') })),
      tag: list(tag),
    }),
  ),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // One child or many, always an array, so a file with a single way reads like any other.
  isArray: (name) => ['node', 'way', 'relation', 'tag', 'nd', 'member'].includes(name),
  parseAttributeValue: false,
  processEntities: true,
});

const tagsOf = (tags: Array<{ k: string; v: string }>) =>
  tags.length ? Object.fromEntries(tags.map(({ k, v }) => [k, v])) : undefined;

/**
 * Zones of an OpenStreetMap XML extract (`<osm>` with nodes, ways and relations, as the OSM API,
 * JOSM or `osmium cat -f osm` write it). Way and relation geometry is resolved from the file's own
 * nodes, then the elements are judged exactly as an Overpass answer is (overpass-zones.ts): tagged
 * nodes become the cell around them, closed ways polygons, multipolygon relations their rings. Only
 * tagged elements are considered; a way whose nodes are missing from the extract is skipped.
 */
export function parseOsmXmlZones(text: string): ParsedZones {
  const document = parser.parse(text) as { osm?: unknown };
  if (!document.osm || typeof document.osm !== 'object')
    throw new Error('not an OpenStreetMap XML file (no <osm> element)');
  const data = osm.parse(document.osm);
  const nodes = new Map(data.node.map((node) => [node.id, { lat: node.lat, lon: node.lon }]));
  const wayGeometry = new Map<number, Array<{ lat: number; lon: number }> | null>();
  for (const way of data.way) {
    const points = way.nd.map((nd) => nodes.get(nd.ref));
    wayGeometry.set(way.id, points.every(Boolean) ? (points as Array<{ lat: number; lon: number }>) : null);
  }
  const missing: Array<{ index: number; reason: string }> = [];
  const elements: unknown[] = [];
  for (const node of data.node)
    if (node.tag.length)
      elements.push({ type: 'node', id: node.id, lat: node.lat, lon: node.lon, tags: tagsOf(node.tag) });
  for (const way of data.way) {
    if (!way.tag.length) continue;
    const geometry = wayGeometry.get(way.id);
    if (!geometry)
      missing.push({ index: elements.length, reason: `way/${way.id} has nodes outside the extract` });
    else elements.push({ type: 'way', id: way.id, tags: tagsOf(way.tag), geometry });
  }
  for (const relation of data.relation) {
    if (!relation.tag.length) continue;
    const members = relation.member
      .filter((member) => member.type === 'way')
      .map((member) => ({
        type: 'way',
        role: member.role,
        geometry: wayGeometry.get(member.ref) ?? undefined,
      }));
    elements.push({ type: 'relation', id: relation.id, tags: tagsOf(relation.tag), members });
  }
  const parsed = zonesOfElements(elements);
  return { zones: parsed.zones, skipped: [...missing, ...parsed.skipped] };
}
