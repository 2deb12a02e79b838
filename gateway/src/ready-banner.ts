import type { ProductBanner } from './product-server.js';

/** Where `npm start`'s process answers, as a person types it into a browser or a client. */
export interface PlatformUrls {
  graphql: string;
  /** Apollo Sandbox opens on GET /graphql in a browser (GRAPHQL_INTROSPECTION). */
  sandbox: boolean;
  apis: Array<{ name: string; url: string; docs: string; health: string; more?: string }>;
  metrics: string;
}

/** A listening host as a URL host: every interface is reachable as localhost; IPv6 in brackets. */
export const urlHost = (host: string) =>
  host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/** The process's listening addresses, each product as its banner describes it. */
export function platformUrls(
  host: string,
  gatewayPort: number,
  products: ReadonlyArray<{ banner: ProductBanner; port: number }>,
  metrics: { host: string; port: number },
  sandbox: boolean,
): PlatformUrls {
  const at = (port: number) => `http://${urlHost(host)}:${port}`;
  return {
    graphql: `${at(gatewayPort)}/graphql`,
    sandbox,
    apis: products.map(({ banner, port }) => ({
      name: banner.title,
      url: at(port),
      docs: `${at(port)}${banner.docs}`,
      health: `${at(port)}${banner.health}`,
      ...(banner.more ? { more: banner.more({ http: at(port), ws: `ws://${urlHost(host)}:${port}` }) } : {}),
    })),
    metrics: `http://${urlHost(metrics.host)}:${metrics.port}/metrics`,
  };
}

/**
 * The one block a person reads after `npm start` in a terminal: every address, its docs and health,
 * the GraphQL Sandbox, metrics, and how to stop. JSON logs carry the same URLs in the ready line.
 */
export function readyBanner(urls: PlatformUrls, repeatedSignalWindowMs: number): string {
  const rows: Array<[string, string]> = [
    ['GraphQL', `${urls.graphql}${urls.sandbox ? '  (open it in a browser: Apollo Sandbox)' : ''}`],
    ...urls.apis.flatMap((api): Array<[string, string]> => [
      [api.name, api.url],
      ['', `docs    ${api.docs}`],
      ['', `health  ${api.health}`],
      ...(api.more ? [['', api.more] as [string, string]] : []),
    ]),
    ['Metrics', `${urls.metrics}  (Prometheus; not on the API ports)`],
    [
      'Clipboard',
      'not part of npm start: `npx mfm serve` for its HTTP API and web UI on http://127.0.0.1:8765',
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const rule = '─'.repeat(72);
  return [
    rule,
    ' Platform ready',
    '',
    ...rows.map(([label, value]) => `   ${label.padEnd(width)}${value}`),
    '',
    ` Ctrl-C stops gracefully (requests and jobs finish); pressing it again after ${repeatedSignalWindowMs / 1000} s forces the exit.`,
    rule,
    '',
  ].join('\n');
}
