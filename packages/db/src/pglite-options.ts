import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLITE_TEMPLATE, PGLITE_TEMPLATE_TAR, takePreparedDatabase } from './embedded-prepare.js';

/**
 * The extensions every PGlite of the platform loads: vector (embeddings) and pg_trgm (trigram
 * indexes for "occurs in" filters: the card catalog's name search, the hunter's job location). A
 * database that has an extension's index must always be opened with that extension loaded, so the
 * template and every open share this one list. Migrations create pg_trgm in `public` whichever
 * domain comes first, so every domain's search path finds its operator classes.
 */
const PGLITE_EXTENSIONS = { vector, pg_trgm };
type PgliteExtensions = typeof PGLITE_EXTENSIONS;

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory. The default (128 MB) is sized for
 * a server; here it is resident memory of the API process, and the data files it caches are also
 * in the OS page cache, so a miss costs a copy, not a disk read. 32 MB holds the hot list indexes
 * and a few thousand rows: 128 → 32 MB took about 80 MB off the resident memory with list reads
 * unchanged. 16 MB was measured too and not kept: about 16 MB less resident, but the job search over
 * 100,000 rows went from p95 24 to 28 ms (target 30).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * The options every PGlite of the platform opens with. A new data folder on disk is first a copy
 * of the template (started early by the platform's entry: embedded-prepare.ts); an in-memory
 * database gets the template's tar.
 */
export async function pgliteOptions(dataDir: string | undefined): Promise<PGliteOptions<PgliteExtensions>> {
  const prepared = takePreparedDatabase(dataDir);
  await prepared.folder;
  const options: PGliteOptions<PgliteExtensions> = {
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    pgliteWasmModule: await prepared.wasmModule,
  };
  if (!dataDir && existsSync(PGLITE_TEMPLATE_TAR))
    options.loadDataDir = new Blob([readFileSync(PGLITE_TEMPLATE_TAR)]);
  return options;
}

/**
 * Writes the template folder and its tar (run by `npm run build`); `prepare` adds to the database
 * before it is closed and packed.
 */
export async function writePgliteTemplate(prepare?: (pglite: PGlite) => Promise<void>): Promise<void> {
  const folder = fileURLToPath(PGLITE_TEMPLATE);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(dirname(folder), { recursive: true });
  const pglite = await PGlite.create({ dataDir: folder, extensions: PGLITE_EXTENSIONS });
  await pglite.exec('create extension if not exists vector');
  await prepare?.(pglite);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileSync(PGLITE_TEMPLATE_TAR, new Uint8Array(await dump.arrayBuffer()));
}
