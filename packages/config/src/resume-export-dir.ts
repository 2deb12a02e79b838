import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from './index.js';

/**
 * The folder of rendered resume PDFs: <DATA_DIR>/resume-exports (a folder of this process under the
 * temporary directory for a memory:// database). The profiles subgraph writes there; the resume
 * API's PDF route streams from nowhere else.
 */
export function resumeExportDir(config: Pick<Config, 'DATA_DIR'>): string {
  if (config.DATA_DIR.startsWith('memory://'))
    return join(tmpdir(), `platform-resume-exports-${process.pid}`);
  return resolve(config.DATA_DIR, 'resume-exports');
}
