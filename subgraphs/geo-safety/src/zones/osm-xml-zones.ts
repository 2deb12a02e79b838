import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { zonesOfOsmData } from './osm-data-zones.js';
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
 * JOSM or `osmium cat -f osm` write it), judged as osm-data-zones.ts judges every extract.
 */
export function parseOsmXmlZones(text: string): ParsedZones {
  const document = parser.parse(text) as { osm?: unknown };
  if (!document.osm || typeof document.osm !== 'object')
    throw new Error('not an OpenStreetMap XML file (no <osm> element)');
  const data = osm.parse(document.osm);
  return zonesOfOsmData({
    nodes: data.node.map(({ id, lat, lon, tag }) => ({ id, lat, lon, tags: tagsOf(tag) })),
    ways: data.way.map(({ id, nd, tag }) => ({ id, refs: nd.map((node) => node.ref), tags: tagsOf(tag) })),
    relations: data.relation.map(({ id, member, tag }) => ({ id, members: member, tags: tagsOf(tag) })),
  });
}
