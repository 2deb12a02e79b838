import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

// A static import, so that esbuild bundles better-sqlite3's JavaScript into the mfm bundle: one
// file instead of the ~12 CommonJS files Node would resolve and compile one by one (~10 ms of CPU per
// `mfm` process). Run from source (tsx, jest) this is an ES import of a CommonJS package, which costs
// more at start-up, but only long-lived processes and tests do that.
const requireCjs = createRequire(import.meta.url);

export type Db = Database.Database;

/**
 * The addon is named by path: better-sqlite3 looks for its prebuilt Node-API binary next to its own
 * JavaScript, which the mfm bundle moves into dist/. A binary compiled on purpose (build/Release) wins,
 * as in better-sqlite3's own lookup; without either, that lookup runs and says what is missing.
 */
function nativeBinding(): string | undefined {
  try {
    const root = dirname(requireCjs.resolve('better-sqlite3/package.json'));
    const target = `${process.platform}-${process.arch}`;
    return [
      join(root, 'build', 'Release', 'better_sqlite3.node'),
      join(root, 'prebuilds', `${target}.node`),
    ].find((path) => existsSync(path));
  } catch {
    return undefined;
  }
}

const binding = nativeBinding();

export function openSqlite(path: string, options: Database.Options = {}): Db {
  return new Database(path, binding ? { nativeBinding: binding, ...options } : options);
}
