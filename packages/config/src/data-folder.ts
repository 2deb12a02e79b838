import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from './index.js';

/**
 * A folder of files one domain writes and a REST adapter serves: <DATA_DIR>/<name>, or a folder of
 * this process under the temporary directory for a memory:// database. Both sides ask here, so the
 * writer and the file route cannot disagree on where a file is.
 */
function dataFolder(config: Pick<Config, 'DATA_DIR'>, name: string): string {
  if (config.DATA_DIR.startsWith('memory://')) return join(tmpdir(), `platform-${name}-${process.pid}`);
  return resolve(config.DATA_DIR, name);
}

/** Rendered resume PDFs: the profiles subgraph writes them, the resume API's PDF route streams them. */
export const resumeExportDir = (config: Pick<Config, 'DATA_DIR'>) => dataFolder(config, 'resume-exports');

/** Printed proxy sheets: the entitlements subgraph writes them, the cards API's proxies route serves them. */
export const proxyPrintDir = (config: Pick<Config, 'DATA_DIR'>) => dataFolder(config, 'proxy-prints');
