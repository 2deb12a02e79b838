import { exportForPeers } from '../../federation/federation.service.js';
import { pushToPeer } from '../../sync/peer-client.js';
import { checkPeerUrl } from '../../sync/peer-url.js';
import { withStore } from '../command-context.js';
import { printJson, printLine } from '../output.js';

interface FederatePushOptions {
  url: string;
  limit?: number;
  timeout: number;
  json?: boolean;
}

/** Sends our export to a peer's POST /federate_import and reports what the peer merged. */
export async function pushExport(
  rawUrl: string,
  limit: number | undefined,
  timeoutSeconds: number,
): Promise<{ to: string; sent: number; answer: unknown }> {
  const url = await checkPeerUrl(rawUrl, '/federate_import');
  const payload = await withStore(({ db }) => exportForPeers(db, { limit }));
  return {
    to: url.href,
    sent: payload.clip_count,
    answer: await pushToPeer(url, payload, timeoutSeconds * 1000),
  };
}

export function describeAnswer(answer: unknown): string {
  const a = (answer ?? {}) as Record<string, unknown>;
  return ['added', 'merged', 'skipped'].every((k) => typeof a[k] === 'number')
    ? `${a.added} added, ${a.merged} merged, ${a.skipped} skipped`
    : JSON.stringify(answer);
}

export async function run(_args: unknown[], options: FederatePushOptions): Promise<void> {
  const result = await pushExport(options.url, options.limit, options.timeout);
  if (options.json) return printJson({ to: result.to, sent: result.sent, peer: result.answer });
  printLine(`pushed ${result.sent} clips to ${result.to}: ${describeAnswer(result.answer)}`);
}
