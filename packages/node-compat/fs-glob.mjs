// node:fs plus `globSync` (Node 22+) backed by tinyglobby, for libraries that import it on Node 20.
export * from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { globSync as tinyGlobSync } from 'tinyglobby';

export function globSync(patterns, options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const files = tinyGlobSync(patterns, { cwd, expandDirectories: false, absolute: true });
  if (!options.withFileTypes) return files.map((file) => relative(cwd, file));
  return files.map((file) => ({ name: basename(file), parentPath: dirname(file), isFile: () => true }));
}
