import { readFileSync } from 'node:fs';
import { UplinkSupergraphManager, type SupergraphManager, type SupergraphSdlHook } from '@apollo/gateway';
import type { Config } from '@platform/config';
import type { Logger } from '@platform/observability';
import { cdnSupergraph } from './cdn-poller.js';
import { watchedSupergraphFile } from './watched-file.js';
import { loadable } from './supergraph-check.js';

/** The supergraph `npm run compose` writes and the repository commits. */
export const COMMITTED_SUPERGRAPH = new URL('../../../schema/supergraph.graphql', import.meta.url).pathname;

type SupergraphSettings = Pick<
  Config,
  | 'SUPERGRAPH_SOURCE'
  | 'SUPERGRAPH_FILE'
  | 'SUPERGRAPH_CDN_URL'
  | 'SUPERGRAPH_CDN_KEY'
  | 'SUPERGRAPH_POLL_SECONDS'
  | 'APOLLO_SCHEMA_CONFIG_DELIVERY_ENDPOINT'
  | 'APOLLO_GRAPH_REF'
> & { APOLLO_KEY?: string };

/**
 * What ApolloGateway's `supergraphSdl` is given, by SUPERGRAPH_SOURCE (docs/supergraph.md): the
 * file's text, read once; or a source that hands it each new supergraph while the process runs.
 * `callable` names the subgraphs this process can call: a supergraph naming any other is refused.
 */
export function supergraphSource(
  config: SupergraphSettings,
  callable: ReadonlySet<string>,
  logger: Logger,
): string | SupergraphSdlHook | SupergraphManager {
  const file = config.SUPERGRAPH_FILE ?? COMMITTED_SUPERGRAPH;
  switch (config.SUPERGRAPH_SOURCE) {
    case 'file':
      return loadable(readFileSync(file, 'utf8'));
    case 'watch':
      return watchedSupergraphFile(file, callable, logger);
    case 'cdn':
      return cdnSupergraph(
        {
          url: config.SUPERGRAPH_CDN_URL!,
          key: config.SUPERGRAPH_CDN_KEY,
          pollMs: config.SUPERGRAPH_POLL_SECONDS * 1000,
        },
        callable,
        logger,
      );
    case 'uplink':
      return loadableFrom(
        new UplinkSupergraphManager({
          apiKey: config.APOLLO_KEY!,
          graphRef: config.APOLLO_GRAPH_REF!,
          logger,
          fallbackPollIntervalInMs: config.SUPERGRAPH_POLL_SECONDS * 1000,
          ...(config.APOLLO_SCHEMA_CONFIG_DELIVERY_ENDPOINT
            ? {
                uplinkEndpoints: config.APOLLO_SCHEMA_CONFIG_DELIVERY_ENDPOINT.split(',').map((url) =>
                  url.trim(),
                ),
              }
            : {}),
        }),
      );
  }
}

/** A manager whose every supergraph, the first and each update, is made loadable first. */
function loadableFrom(manager: SupergraphManager): SupergraphManager {
  return {
    initialize: async (options) => {
      const started = await manager.initialize({
        ...options,
        update: (sdl) => options.update(loadable(sdl)),
      });
      return { ...started, supergraphSdl: loadable(started.supergraphSdl) };
    },
  };
}
