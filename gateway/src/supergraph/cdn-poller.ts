import type { SupergraphSdlHook } from '@apollo/gateway';
import type { Logger } from '@platform/observability';
import { loadable, supergraphProblem } from './supergraph-check.js';
import { SupergraphUpdates } from './supergraph-updates.js';

export interface CdnSource {
  url: string;
  /** The registry's read key (Hive's X-Hive-CDN-Key; other registries read the bearer token). */
  key?: string;
  pollMs: number;
}

const FETCH_TIMEOUT_MS = 10_000;

/**
 * SUPERGRAPH_SOURCE=cdn: the supergraph a schema registry publishes on its CDN, fetched at start
 * (no answer, no start) and then polled with If-None-Match, so an unchanged supergraph costs the
 * registry a 304. A failed poll is logged and the running supergraph keeps serving.
 */
export function cdnSupergraph(
  source: CdnSource,
  callable: ReadonlySet<string>,
  logger: Logger,
): SupergraphSdlHook {
  let etag: string | undefined;
  const fetchSdl = async (): Promise<string | undefined> => {
    const headers: Record<string, string> = { accept: 'text/plain, application/graphql' };
    if (source.key)
      Object.assign(headers, { 'x-hive-cdn-key': source.key, authorization: `Bearer ${source.key}` });
    if (etag) headers['if-none-match'] = etag;
    const response = await fetch(source.url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status === 304) return undefined;
    if (!response.ok) throw new Error(`${source.url} answered ${response.status}`);
    etag = response.headers.get('etag') ?? undefined;
    return loadable(await response.text());
  };
  return async ({ update }) => {
    const initial = await fetchSdl();
    const problem =
      initial === undefined ? 'no supergraph in the answer' : supergraphProblem(initial, callable);
    if (problem) throw new Error(`${source.url}: ${problem}`);
    const updates = new SupergraphUpdates(initial!, update, callable, logger, source.url);
    let polling = false;
    const timer = setInterval(() => {
      if (polling) return;
      polling = true;
      fetchSdl()
        .then((sdl) => sdl !== undefined && updates.offer(sdl))
        .catch((error: unknown) => logger.warn({ err: error, url: source.url }, 'supergraph poll failed'))
        .finally(() => (polling = false));
    }, source.pollMs);
    timer.unref();
    return { supergraphSdl: initial!, cleanup: async () => clearInterval(timer) };
  };
}
