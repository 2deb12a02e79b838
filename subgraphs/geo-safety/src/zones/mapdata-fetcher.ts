import { UrlGuard } from '@platform/url-guard';
import { parseOverpassZones } from './overpass-zones.js';
import type { ParsedZones } from './geojson-zones.js';

/** The largest answer read from MAPDATA_API_URL; a city's zones are a few megabytes. */
export const MAPDATA_MAX_BYTES = 64 * 1024 * 1024;
const TIMEOUT_MS = 60_000;

export interface MapdataFetcherOptions {
  url: string;
  /** MAPDATA_ALLOW_PRIVATE: a source inside the deployment's own network (or a test's fixture server). */
  allowPrivate: boolean;
  /** DATAVENDOR_API_KEY: sent as a bearer token when set (a vendor's key; Overpass needs none). */
  apiKey?: string;
  guard?: UrlGuard;
}

/**
 * Fetches the zone source (an Overpass-style JSON answer) by GET. The URL passes the platform's SSRF
 * guard first (http/https, every resolved address public unless allowed), redirects are refused
 * (a redirect could lead past the guard) and the body is capped.
 */
export async function fetchMapdataZones(options: MapdataFetcherOptions): Promise<ParsedZones> {
  const guard = options.guard ?? new UrlGuard({ allowPrivate: options.allowPrivate });
  const url = await guard.check(options.url);
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: {
      accept: 'application/json',
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`MAPDATA_API_URL answered HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAPDATA_MAX_BYTES)
    throw new Error(`MAPDATA_API_URL answer is larger than ${MAPDATA_MAX_BYTES} bytes`);
  const body = await response.arrayBuffer();
  if (body.byteLength > MAPDATA_MAX_BYTES)
    throw new Error(`MAPDATA_API_URL answer is larger than ${MAPDATA_MAX_BYTES} bytes`);
  return parseOverpassZones(new TextDecoder().decode(body));
}
