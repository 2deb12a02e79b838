import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

// Loaded with require rather than `import`: on Node 20 an ES import of this CommonJS addon costs
// 15-20 ms of start-up (export detection and translation), a quarter of the `mfm search` budget.
const requireCjs = createRequire(import.meta.url);
const Database = requireCjs('better-sqlite3') as typeof BetterSqlite3;

export type Db = BetterSqlite3.Database;

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

export function openSqlite(path: string, options: BetterSqlite3.Options = {}): Db {
  return new Database(path, binding ? { nativeBinding: binding, ...options } : options);
}
