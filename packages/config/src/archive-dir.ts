import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from './index.js';

/**
 * The folder of captured pages: ARCHIVE_DIR, else <DATA_DIR>/archives. A memory:// database gets a
 * folder of this process under the temporary directory, since its archive records vanish with the
 * process too. One answer per process, because two parts read it: the archive subgraph writes
 * there, the REST API's download routes stream from nowhere else.
 */
export function archiveDir(config: Pick<Config, 'ARCHIVE_DIR' | 'DATA_DIR'>): string {
  if (config.ARCHIVE_DIR) return resolve(config.ARCHIVE_DIR);
  if (config.DATA_DIR.startsWith('memory://')) return join(tmpdir(), `platform-archives-${process.pid}`);
  return resolve(config.DATA_DIR, 'archives');
}
