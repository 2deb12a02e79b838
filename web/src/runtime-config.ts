import * as z from 'zod/mini';

/** What the serving platform tells the app at /app/config.json: where its graph and resume API answer. */
const served = z.object({
  gatewayPort: z.int().check(z.positive()),
  /** The resume API's port (API_PORT); servers older than the PDF download do not name it. */
  resumePort: z.optional(z.int().check(z.positive())),
  clientId: z.string().check(z.minLength(1)),
  /** The graph's address when it is not the gateway port on this host (web/dev.mjs proxies it). */
  graphqlUrl: z.optional(z.string()),
});

export interface RuntimeConfig {
  /** The gateway's /graphql over HTTP. */
  graphqlUrl: string;
  /** The same for graphql-ws. */
  wsUrl: string;
  /** The OpenID Connect provider: the origin that serves the app (discovery at /.well-known/…). */
  issuer: string;
  clientId: string;
  /** The resume API (the PDF download); undefined when neither the build nor the server names it. */
  resumeApiUrl?: string;
}

/**
 * The graph's address: VITE_GRAPHQL_URL when the app was built for a remote platform, else the
 * address the serving side names (web/dev.mjs), else the gateway port of the platform that served
 * the page, on the page's own host. The resume API likewise: VITE_RESUME_API_URL, else its port on
 * the page's host.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`);
  if (!response.ok) throw new Error(`The app's settings could not be read (${response.status}).`);
  const settings = served.parse(await response.json());
  const named = (import.meta.env.VITE_GRAPHQL_URL as string | undefined) ?? settings.graphqlUrl;
  const graphqlUrl = named
    ? new URL(named, location.href).href
    : `${location.protocol}//${location.hostname}:${settings.gatewayPort}/graphql`;
  const resumeNamed = import.meta.env.VITE_RESUME_API_URL as string | undefined;
  const resumeApiUrl = resumeNamed
    ? new URL(resumeNamed, location.href).href.replace(/\/$/, '')
    : settings.resumePort
      ? `${location.protocol}//${location.hostname}:${settings.resumePort}`
      : undefined;
  return {
    graphqlUrl,
    resumeApiUrl,
    wsUrl: graphqlUrl.replace(/^http/, 'ws'),
    issuer: location.origin,
    clientId: settings.clientId,
  };
}
