import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '@platform/config';

/**
 * Where printed proxy sheets are written (by the entitlements subgraph) and read from (by the cards
 * API's file route, whose proxies.routes.ts states the same rule): DATA_DIR/proxy-prints, or a folder of
 * this process's own with in-memory data.
 */
export function proxyPrintDir(config: Pick<Config, 'DATA_DIR'>): string {
  if (config.DATA_DIR.startsWith('memory://')) return join(tmpdir(), `platform-proxy-prints-${process.pid}`);
  return resolve(config.DATA_DIR, 'proxy-prints');
}
