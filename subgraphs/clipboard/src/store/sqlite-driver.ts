import { createRequire } from 'node:module';
import Database from 'better-sqlite3';

// A static import, so that esbuild bundles better-sqlite3's JavaScript into the mfm bundle: one
// file instead of the ~12 CommonJS files Node would resolve and compile one by one (~10 ms of CPU per
// `mfm` process). Run from source (tsx, jest) this is an ES import of a CommonJS package, which costs
// more at start-up, but only long-lived processes and tests do that.
const requireCjs = createRequire(import.meta.url);

export type Db = Database.Database;

/**
 * Naming the compiled addon skips the `bindings` package's search over a dozen candidate paths
 * (several ms per process). If the package layout ever changes, the default lookup still works.
 */
function nativeBinding(): string | undefined {
  try {
    return requireCjs.resolve('better-sqlite3/build/Release/better_sqlite3.node');
  } catch {
    return undefined;
  }
}

const binding = nativeBinding();

export function openSqlite(path: string, options: Database.Options = {}): Db {
  return new Database(path, binding ? { nativeBinding: binding, ...options } : options);
}
