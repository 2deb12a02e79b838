import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expandHome } from '../../config/environment.js';
import { NotFoundError, UsageError } from '../../errors.js';
import { importFromPeer, InvalidPeerExportError } from '../../federation/federation.service.js';
import { fetchPeerExport } from '../../sync/peer-client.js';
import { checkPeerUrl } from '../../sync/peer-url.js';
import { withStore } from '../command-context.js';
import { createMeter } from '../progress.js';
import { printJson, printLine } from '../output.js';

interface FederateImportOptions {
  path?: string;
  url?: string;
  timeout: number;
  json?: boolean;
}

function readExportFile(path: string): unknown {
  const source = resolve(expandHome(path));
  if (!existsSync(source)) throw new NotFoundError(`export file ${source}`);
  try {
    return JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    throw new InvalidPeerExportError(`${source} is not JSON (${(error as Error).message})`);
  }
}

/** The payload from --path (a federate-export or `mfm export` file) or --url (a peer's /federate_export). */
export async function loadPeerExport(options: {
  path?: string;
  url?: string;
  timeout: number;
}): Promise<{ from: string; payload: unknown }> {
  if (Boolean(options.path) === Boolean(options.url))
    throw new UsageError('give exactly one of --path FILE or --url URL');
  if (options.path) return { from: options.path, payload: readExportFile(options.path) };
  const url = await checkPeerUrl(options.url!, '/federate_export');
  return { from: url.href, payload: await fetchPeerExport(url, options.timeout * 1000) };
}

/** Merges a peer's clips by content hash: new clips are added, known ones gain the peer's tags, notes and pin. */
export async function run(_args: unknown[], options: FederateImportOptions): Promise<void> {
  const { from, payload } = await loadPeerExport(options);
  const meter = await createMeter('clips');
  const counts = await withStore(({ db }) => importFromPeer(db, payload, meter.update)).finally(() =>
    meter.stop(),
  );
  if (options.json) return printJson({ from, ...counts });
  printLine(
    `imported from ${from}: ${counts.added} added, ${counts.merged} merged, ${counts.skipped} skipped`,
  );
}
