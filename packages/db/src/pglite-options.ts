import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory. The default (128 MB) is sized for
 * a server; here it is resident memory of the API process, and the data files it caches are also
 * in the OS page cache, so a miss costs a copy, not a disk read. 32 MB holds the hot list indexes
 * and a few thousand rows; measured: resident memory about 80 MB lower than the default, list
 * reads unchanged (bench-results/latest.md).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

// The package exports no package.json: read it next to its entry (dist/).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * A freshly initialised data directory (initdb and the vector extension done), made by
 * `npm run build` for the installed PGlite version: a new data folder is copied from it instead of
 * running initdb, which takes 3 to 15 s and briefly doubles memory (initdb is a second WebAssembly
 * instance). Without the file (tests on the sources), PGlite runs initdb as before.
 */
export const PGLITE_TEMPLATE = new URL(`../../../dist/pglite-template-${pgliteVersion}.tar`, import.meta.url);

/** The options every PGlite of the platform opens with; a template only for a new data folder. */
export function pgliteOptions(dataDir: string | undefined): PGliteOptions<{ vector: typeof vector }> {
  const options: PGliteOptions<{ vector: typeof vector }> = {
    dataDir,
    extensions: { vector },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const fresh = !dataDir || !existsSync(`${dataDir}/PG_VERSION`);
  if (fresh && existsSync(PGLITE_TEMPLATE)) options.loadDataDir = new Blob([readFileSync(PGLITE_TEMPLATE)]);
  return options;
}

/** Writes PGLITE_TEMPLATE (run by `npm run build`). */
export async function writePgliteTemplate(write: (file: URL, data: Uint8Array) => void): Promise<void> {
  const pglite = await PGlite.create({ extensions: { vector } });
  await pglite.exec('create extension if not exists vector');
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  write(PGLITE_TEMPLATE, new Uint8Array(await dump.arrayBuffer()));
}
