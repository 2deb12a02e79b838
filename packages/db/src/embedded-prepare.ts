import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// Node built-ins only: the platform's entry imports this module before it loads anything else,
// so that the work below overlaps the loading of the rest (about 1.5 s of the main thread).

// The package exports no package.json: read it next to its entry (dist/).
const pgliteDist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const pgliteVersion = (
  JSON.parse(readFileSync(join(pgliteDist, '..', 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * A freshly initialised data directory (initdb and the vector extension done, and whatever the
 * build adds: scripts/pglite-template.ts applies every domain's migrations), made by
 * `npm run build` for the installed PGlite version: a new data folder is copied from it instead of
 * running initdb, which takes 3 to 15 s and briefly doubles memory (initdb is a second WebAssembly
 * instance). A folder on disk is a plain file copy; an in-memory database (tests) loads the same
 * files from a tar, which PGlite unpacks through its WebAssembly file system (measured: the copy
 * costs a third less CPU than unpacking the tar into a folder on disk). Without the template
 * (tests on the sources before a build), PGlite runs initdb as before.
 */
export const PGLITE_TEMPLATE = new URL(`../../../dist/pglite-template-${pgliteVersion}/`, import.meta.url);
export const PGLITE_TEMPLATE_TAR = new URL(
  `../../../dist/pglite-template-${pgliteVersion}.tar`,
  import.meta.url,
);

/** The folder PGlite keeps its files in for DATA_DIR; none for an in-memory database (memory://). */
export function embeddedDataFolder(dataDir: string): string | undefined {
  return dataDir.startsWith('memory://') ? undefined : `${dataDir}/pg`;
}

/**
 * Copies a folder on a worker thread: 1,300 files, about 0.35 s of `cpSync` that would hold the
 * main thread (the promise `cp` leaves it free but takes 1.2 to 1.6 s: one file at a time in
 * JavaScript).
 */
function copyOnWorker(from: string, to: string): Promise<void> {
  const copy = `const { cpSync } = require('node:fs');
    const { workerData } = require('node:worker_threads');
    cpSync(workerData.from, workerData.to, { recursive: true });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(copy, { eval: true, workerData: { from, to } });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`template copy: exit ${code}`)),
    );
  });
}

/**
 * A new data folder on disk starts as a copy of the template, made beside it and renamed into
 * place, so a start interrupted mid-copy leaves no half a database behind. A folder that holds
 * anything (a database, or files of its own) is left as it is.
 */
async function copyTemplate(folder: string): Promise<void> {
  await mkdir(dirname(folder), { recursive: true });
  if (!existsSync(PGLITE_TEMPLATE)) return;
  if (existsSync(folder) && (await readdir(folder)).length > 0) return;
  const partial = `${folder}.copying-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await copyOnWorker(fileURLToPath(PGLITE_TEMPLATE), partial);
  await rm(folder, { recursive: true, force: true });
  await rename(partial, folder);
}

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process (V8 compiles on its background threads; PGlite
 * keeps the module for later instances too, but reads and compiles it only when it boots).
 */
function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(join(pgliteDist, 'pglite.wasm'))
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((error: unknown) => {
      compiled = undefined; // the next open tries again
      throw error;
    });
  return compiled;
}

export interface PreparedEmbeddedDatabase {
  /** Settles once the data folder holds a database or the template's copy (for a folder on disk). */
  folder: Promise<void>;
  wasmModule: Promise<WebAssembly.Module>;
}

function prepare(folder: string | undefined): PreparedEmbeddedDatabase {
  const prepared = {
    folder: folder === undefined ? Promise.resolve() : copyTemplate(folder),
    wasmModule: pgliteWasmModule(),
  };
  // Whoever takes it sees a failure; until then it is not an unhandled rejection.
  prepared.folder.catch(() => undefined);
  prepared.wasmModule.catch(() => undefined);
  return prepared;
}

const started = new Map<string, PreparedEmbeddedDatabase>();

/** Starts preparing the embedded database of DATA_DIR; `takePreparedDatabase` collects it. */
export function prepareEmbeddedDatabase(dataDir: string): void {
  const folder = embeddedDataFolder(dataDir);
  if (folder !== undefined && !started.has(folder)) started.set(folder, prepare(folder));
}

/**
 * The preparation started for `folder` (at most once: a later open of the same folder, after
 * it was closed or deleted, checks the folder afresh), or one started now. Its data folder's
 * parent exists once `folder` settles.
 */
export function takePreparedDatabase(folder: string | undefined): PreparedEmbeddedDatabase {
  const prepared = folder === undefined ? undefined : started.get(folder);
  if (folder !== undefined) started.delete(folder);
  return prepared ?? prepare(folder);
}
