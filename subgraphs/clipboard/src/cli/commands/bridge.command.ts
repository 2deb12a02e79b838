import { z } from 'zod';
import { startContextBridge } from '../../bridge/bridge-server.js';
import { DEFAULT_BRIDGE_PORT } from '../../bridge/bridge-paths.js';
import { readBridgePort } from '../../config/environment.js';
import { UsageError } from '../../errors.js';
import { printLine } from '../output.js';

// --port may arrive parsed (a number) or as commander's raw text; MFM_MCP_PORT is always text.
const port = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().min(0).max(65535));

export function resolveBridgePort(
  flag: number | string | undefined,
  env: string | undefined = readBridgePort(),
): number {
  const [source, value] =
    flag !== undefined
      ? ['--port', flag]
      : env !== undefined
        ? ['MFM_MCP_PORT', env]
        : ['default', DEFAULT_BRIDGE_PORT];
  const parsed = port.safeParse(value);
  if (!parsed.success)
    throw new UsageError(`${source}: expected a port number 0-65535 (got ${JSON.stringify(value)})`);
  return parsed.data;
}

/** `mfm bridge [--port N]`: serves until SIGINT or SIGTERM, then closes the server and the database. */
export async function run(_args: unknown[], options: { port?: number | string }): Promise<void> {
  const bridge = await startContextBridge({ port: resolveBridgePort(options.port) });
  printLine(`mfm bridge: listening on ${bridge.url}`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await bridge.close();
}
