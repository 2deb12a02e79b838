import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';

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

// The package exports no package.json: read it next to its entry (dist/).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (
  JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * A freshly initialised data directory (initdb and the vector extension done, and whatever the
 * build adds: scripts/pglite-template.ts applies every domain's migrations), made by
 * `npm run build` for the installed PGlite version: a new data folder is copied from it instead of
 * running initdb, which takes 3 to 15 s and briefly doubles memory (initdb is a second WebAssembly
 * instance). A folder on disk is a plain file copy (`cpSync`); an in-memory database (tests) loads
 * the same files from a tar, which PGlite unpacks through its WebAssembly file system (measured:
 * the copy costs a third less CPU than unpacking the tar into a folder on disk). Without the
 * template (tests on the sources before a build), PGlite runs initdb as before.
 */
export const PGLITE_TEMPLATE = new URL(`../../../dist/pglite-template-${pgliteVersion}/`, import.meta.url);
export const PGLITE_TEMPLATE_TAR = new URL(
  `../../../dist/pglite-template-${pgliteVersion}.tar`,
  import.meta.url,
);

/**
 * A new data folder on disk starts as a copy of the template, made beside it and renamed into
 * place, so a start interrupted mid-copy leaves no half a database behind.
 */
function copyTemplate(dataDir: string): void {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  const partial = `${dataDir}.copying-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(fileURLToPath(PGLITE_TEMPLATE), partial, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}

/**
 * The options every PGlite of the platform opens with. For a new data folder it first copies the
 * template there (on disk) or hands PGlite the template's tar (in memory).
 */
export function pgliteOptions(dataDir: string | undefined): PGliteOptions<PgliteExtensions> {
  const options: PGliteOptions<PgliteExtensions> = {
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const fresh = !dataDir || !existsSync(`${dataDir}/PG_VERSION`);
  if (fresh && dataDir && existsSync(PGLITE_TEMPLATE)) copyTemplate(dataDir);
  else if (fresh && !dataDir && existsSync(PGLITE_TEMPLATE_TAR))
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
