// The only place that reads process.env. zod is deliberately not used here: this runs on every
// command, and `mfm search` has an 80 ms start-to-exit budget that zod's import would eat into.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Environment {
  /** Data folder: MFM_HOME, else ~/.my-father-mother (the existing tool's folder, so its data is reused). */
  home: string;
  dbPath: string;
  backupPath: string;
}

export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const override = env.MFM_HOME?.trim();
  const home = override ? resolve(expandHome(override)) : join(homedir(), '.my-father-mother');
  return { home, dbPath: join(home, 'mfm.db'), backupPath: join(home, 'mfm.bak') };
}

export function expandHome(path: string): string {
  return path === '~' || path.startsWith('~/') ? join(homedir(), path.slice(1)) : path;
}

/** MFM_MCP_PORT for `mfm bridge`, as written; the command validates it (zod stays out of this file). */
export function readBridgePort(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.MFM_MCP_PORT?.trim() || undefined;
}
