import { z } from 'zod';

export const SUPERGRAPH_SOURCES = ['file', 'watch', 'cdn', 'uplink'] as const;
export type SupergraphSourceKind = (typeof SUPERGRAPH_SOURCES)[number];

const optionalString = z.string().trim().min(1).optional().catch(undefined);

/**
 * Where the gateway's supergraph comes from and whether it is replaced while the process runs
 * (docs/supergraph.md): the committed file by default, read once.
 */
export const supergraphSettingsShape = {
  /** file: read once; watch: the file, replaced on change; cdn: a schema registry's CDN, polled; uplink: Apollo's managed federation. */
  SUPERGRAPH_SOURCE: z.enum(SUPERGRAPH_SOURCES).default('file'),
  /** The supergraph file of `file` and `watch`; unset: the committed schema/supergraph.graphql. */
  SUPERGRAPH_FILE: optionalString,
  /** `cdn`: the URL that answers the supergraph SDL (a schema registry's artifact endpoint). */
  SUPERGRAPH_CDN_URL: z.string().trim().url().optional(),
  /** `cdn`: the registry's read key, sent as X-Hive-CDN-Key and as a bearer token. */
  SUPERGRAPH_CDN_KEY: optionalString,
  /** `cdn` and `uplink`: seconds between polls for a new supergraph. */
  SUPERGRAPH_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** `uplink`: comma-separated Apollo Uplink endpoints; unset: Apollo's own. */
  APOLLO_SCHEMA_CONFIG_DELIVERY_ENDPOINT: optionalString,
};

interface SupergraphInputs {
  SUPERGRAPH_SOURCE: SupergraphSourceKind;
  SUPERGRAPH_CDN_URL?: string;
  APOLLO_KEY?: string;
  APOLLO_GRAPH_REF?: string;
}

/** Each source needs its own settings: a gateway without a supergraph would not start anyway. */
export function supergraphSettingProblems(config: SupergraphInputs): string[] {
  if (config.SUPERGRAPH_SOURCE === 'cdn' && !config.SUPERGRAPH_CDN_URL)
    return ['SUPERGRAPH_SOURCE=cdn needs SUPERGRAPH_CDN_URL'];
  if (config.SUPERGRAPH_SOURCE === 'uplink' && !(config.APOLLO_KEY && config.APOLLO_GRAPH_REF))
    return ['SUPERGRAPH_SOURCE=uplink needs APOLLO_KEY and APOLLO_GRAPH_REF (managed federation)'];
  return [];
}
