import { importFromPeer } from '../../federation/federation.service.js';
import { withStore } from '../command-context.js';
import { printJson, printLine } from '../output.js';
import { describeAnswer, pushExport } from './federate-push.command.js';
import { loadPeerExport } from './federate-import.command.js';

interface SyncOptions {
  url: string;
  limit?: number;
  timeout: number;
  json?: boolean;
}

/**
 * Two-way merge with one peer: pull its export (federate-import --url), then push ours (federate-push).
 * Pulling first means the push carries what both sides know, so one sync leaves both stores merged.
 */
export async function run(_args: unknown[], options: SyncOptions): Promise<void> {
  const { from, payload } = await loadPeerExport({ url: options.url, timeout: options.timeout });
  const pulled = await withStore(({ db }) => importFromPeer(db, payload));
  const pushed = await pushExport(
    options.url.replace(/\/federate_export\/?$/, '/'),
    options.limit,
    options.timeout,
  );
  if (options.json)
    return printJson({
      pulled: { from, ...pulled },
      pushed: { to: pushed.to, sent: pushed.sent, peer: pushed.answer },
    });
  printLine(`pulled from ${from}: ${pulled.added} added, ${pulled.merged} merged, ${pulled.skipped} skipped`);
  printLine(`pushed ${pushed.sent} clips to ${pushed.to}: ${describeAnswer(pushed.answer)}`);
}
