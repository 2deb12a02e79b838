import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { SupergraphSdlHook } from '@apollo/gateway';
import type { Logger } from '@platform/observability';
import { loadable, supergraphProblem } from './supergraph-check.js';
import { SupergraphUpdates } from './supergraph-updates.js';

/** Saves come as several events (truncate, write, rename): the file is read once they settle. */
const SETTLE_MS = 150;

/**
 * SUPERGRAPH_SOURCE=watch: the supergraph file, replaced whenever it changes. The folder is watched,
 * not the file, because tools that publish a file (rover, editors, `kubectl cp`, a ConfigMap's
 * symlink swap) replace it by renaming another over it, which ends a watch on the file itself.
 */
export function watchedSupergraphFile(
  path: string,
  callable: ReadonlySet<string>,
  logger: Logger,
): SupergraphSdlHook {
  return async ({ update }) => {
    const initial = loadable(await readFile(path, 'utf8'));
    const problem = supergraphProblem(initial, callable);
    if (problem) throw new Error(`${path}: ${problem}`);
    const updates = new SupergraphUpdates(initial, update, callable, logger, path);
    let timer: NodeJS.Timeout | undefined;
    const reread = () => {
      readFile(path, 'utf8').then(
        (sdl) => updates.offer(loadable(sdl)),
        // Between a delete and the rename that replaces it the file is briefly missing: the next event reads it.
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') logger.error({ err: error, path }, 'supergraph file unreadable');
        },
      );
    };
    const watcher: FSWatcher = watch(dirname(path), (_event, name) => {
      if (name !== null && name !== basename(path)) return;
      clearTimeout(timer);
      timer = setTimeout(reread, SETTLE_MS);
    });
    watcher.on('error', (error) => logger.error({ err: error, path }, 'supergraph watch failed'));
    logger.info({ path }, 'watching the supergraph file');
    return {
      supergraphSdl: initial,
      cleanup: async () => {
        clearTimeout(timer);
        watcher.close();
      },
    };
  };
}
