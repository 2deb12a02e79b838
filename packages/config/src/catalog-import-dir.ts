import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from './index.js';

/** The folder catalog import runs read from: CATALOG_IMPORT_DIR, else <DATA_DIR>/imports (a temporary folder for memory://). */
export function catalogImportDir(config: Pick<Config, 'CATALOG_IMPORT_DIR' | 'DATA_DIR'>): string {
  if (config.CATALOG_IMPORT_DIR) return resolve(config.CATALOG_IMPORT_DIR);
  if (config.DATA_DIR.startsWith('memory://')) return join(tmpdir(), `platform-imports-${process.pid}`);
  return resolve(config.DATA_DIR, 'imports');
}
