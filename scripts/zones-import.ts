// `npm run zones:import -- <file> [--dry-run]`: exclusion zones from an OpenStreetMap extract (OSM XML
// `.osm`, PBF `.osm.pbf`, an Overpass JSON answer) or a GeoJSON FeatureCollection, stored as the `osm` source
// (replacing the previous import whole) on the database the environment names (DATA_DIR's PGlite, or
// DATABASE_URL).
// PGlite is one process's alone: stop the platform before importing into a DATA_DIR. With REDIS_URL the
// running replicas are told to reload their zone index; otherwise they read the zones at their next start.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { userInfo } from 'node:os';
import { Command, CommanderError } from 'commander';
import { loadConfig } from '@platform/config';
import { openDatabase, openDomainOrm } from '@platform/db';
import { pino } from 'pino';
import { createEventBus } from '@platform/pubsub';
import {
  geoSafetyStorage,
  parseGeoJsonZones,
  parseOsmXmlZones,
  isOsmPbf,
  parseOsmPbfZones,
  ZONES_CHANGED_TOPIC,
  ZoneAdminService,
  ZoneService,
  parseOverpassZones,
  coveringCells,
} from '@platform/subgraph-geo-safety';

type Parsed = ReturnType<typeof parseGeoJsonZones>;

/** The format by content, not by name: PBF by its header, `<` starts XML, a FeatureCollection is GeoJSON, `elements` Overpass. */
async function parseExtract(file: string, bytes: Buffer): Promise<{ format: string; parsed: Parsed }> {
  if (isOsmPbf(bytes))
    return {
      format: 'osm-pbf',
      parsed: await parseOsmPbfZones(file).catch((error: unknown) => {
        throw new Error(`${file}: not a readable OSM PBF extract (${(error as Error).message})`);
      }),
    };
  const start = bytes.toString('utf8').trimStart();
  if (start.startsWith('<')) return { format: 'osm-xml', parsed: parseOsmXmlZones(start) };
  const json = JSON.parse(start) as { type?: unknown; elements?: unknown };
  if (json.type === 'FeatureCollection') return { format: 'geojson', parsed: parseGeoJsonZones(start) };
  if (Array.isArray(json.elements)) return { format: 'overpass-json', parsed: parseOverpassZones(start) };
  throw new Error(`${file}: neither OSM XML or PBF, a GeoJSON FeatureCollection nor an Overpass JSON answer`);
}

/** Skip reasons as counts: a city extract skips thousands of tagged shops and addresses. */
const tally = (skipped: Parsed['skipped']) =>
  skipped.reduce<Record<string, number>>((counts, { reason }) => {
    const key = reason.replace(/^way\/\d+ /, 'way ');
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/** Resolves with the summary to print; rejects with a message for a bad argument or file. */
export async function zonesImportCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const program = new Command('zones:import')
    .description('Import exclusion zones (schools, hospitals, government) from an OpenStreetMap extract')
    .argument(
      '<file>',
      'an .osm XML or .osm.pbf extract, an Overpass JSON answer or a GeoJSON FeatureCollection',
    )
    .option('--dry-run', 'parse and count, store nothing')
    .exitOverride()
    .configureOutput({ writeOut: () => undefined, writeErr: () => undefined });
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError && error.code === 'commander.helpDisplayed')
      return program.helpInformation();
    if (error instanceof CommanderError) throw new Error(`${error.message}\n\n${program.helpInformation()}`);
    throw error;
  }
  const [file] = program.args as [string];
  const { dryRun } = program.opts<{ dryRun?: boolean }>();
  const config = loadConfig(env);
  const { format, parsed } = await parseExtract(file, await readFile(file));
  const oversized = parsed.zones.filter(
    (zone) =>
      coveringCells(zone.geometry, config.GAME_ZONE_INDEX_RESOLUTION).length > config.GAME_ZONE_MAX_CELLS,
  );
  const zones = parsed.zones.filter((zone) => !oversized.includes(zone));
  const skipped = {
    ...tally(parsed.skipped),
    ...(oversized.length ? { 'over GAME_ZONE_MAX_CELLS': oversized.length } : {}),
  };
  const kinds = zones.reduce<Record<string, number>>(
    (counts, zone) => ({ ...counts, [zone.kind]: (counts[zone.kind] ?? 0) + 1 }),
    {},
  );
  const summary = { file: basename(file), format, zones: zones.length, kinds, skipped };
  if (dryRun) return JSON.stringify({ ...summary, stored: false }, null, 2);

  // On stderr: stdout holds only the summary, for scripts that read it as JSON.
  const logger = pino(
    { name: 'zones-import', level: env.LOG_LEVEL === 'debug' ? 'debug' : 'warn' },
    pino.destination(2),
  );
  const db = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    logger,
    poolSize: 2,
  });
  try {
    const orm = await openDomainOrm(db, geoSafetyStorage, logger);
    try {
      const now = () => new Date();
      const store = new ZoneService(orm, config.GAME_ZONE_INDEX_RESOLUTION, now);
      const stored = await store.replaceSource('osm', zones);
      const admin = new ZoneAdminService({
        orm,
        zones: store,
        announce: async () => undefined,
        now,
        maxCells: config.GAME_ZONE_MAX_CELLS,
        indexResolution: config.GAME_ZONE_INDEX_RESOLUTION,
      });
      await admin.recordImport(`cli:${userInfo().username}`, 'osm', { ...summary, cells: stored.cells });
      if (config.REDIS_URL) {
        const bus = await createEventBus(
          { url: config.REDIS_URL, namespace: config.REDIS_NAMESPACE },
          () => undefined,
          () => undefined,
        );
        await bus.publish(ZONES_CHANGED_TOPIC, {});
        await bus.close();
      }
      return JSON.stringify({ ...summary, cells: stored.cells, stored: true }, null, 2);
    } finally {
      await orm.close();
    }
  } finally {
    await db.close();
  }
}

try {
  console.log(await zonesImportCommand(process.argv.slice(2), process.env));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
