import { z } from 'zod';

/** Apollo Studio's origin: its Explorer and Sandbox call the graph from pages served there. */
export const APOLLO_STUDIO_ORIGIN = 'https://studio.apollographql.com';

export const GRAPHQL_EXPLORERS = ['sandbox', 'explorer', 'graphiql', 'off'] as const;
export type GraphqlExplorer = (typeof GRAPHQL_EXPLORERS)[number];

const origin = z
  .string()
  .trim()
  .refine((value) => value === '*' || originOf(value) === value, {
    message: 'each entry is an origin such as https://app.example.com (scheme, host, port; no path), or *',
  });

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Who may call the graph and the REST APIs from a browser page, and what /graphql shows a browser. */
export const explorerSettingsShape = {
  /** Comma-separated origins allowed by CORS on every port; unset: Studio, plus the platform's own in development. */
  CORS_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin))
    .optional(),
  /** What a browser's GET /graphql shows; unset: sandbox in development, explorer or off in production. */
  GRAPHQL_EXPLORER: z.enum(GRAPHQL_EXPLORERS).optional(),
  /** The graph in Apollo Studio (graph-id@variant) the production Explorer page opens. */
  APOLLO_GRAPH_REF: z
    .string()
    .trim()
    .regex(/^[\w-]+@[\w-]+$/, 'a graph ref such as my-graph@current')
    .optional(),
};

interface ExplorerInputs {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST: string;
  PORT: number;
  API_PORT: number;
  GAME_PORT: number;
  CARDS_PORT: number;
  GATEWAY_PORT: number;
  GRAPHQL_INTROSPECTION?: boolean;
  CORS_ORIGINS?: string[];
  GRAPHQL_EXPLORER?: GraphqlExplorer;
  APOLLO_GRAPH_REF?: string;
}

/**
 * The CORS allowlist: CORS_ORIGINS when set; otherwise Studio, and outside production the pages
 * of the platform's own ports on localhost (a port's explorer or docs calling another port).
 */
export function corsOrigins(config: ExplorerInputs): string[] {
  if (config.CORS_ORIGINS) return config.CORS_ORIGINS;
  if (config.NODE_ENV === 'production') return [APOLLO_STUDIO_ORIGIN];
  const ports = [config.GATEWAY_PORT, config.PORT, config.API_PORT, config.GAME_PORT, config.CARDS_PORT];
  const hosts = ['localhost', '127.0.0.1'];
  return [APOLLO_STUDIO_ORIGIN, ...ports.flatMap((port) => hosts.map((host) => `http://${host}:${port}`))];
}

/**
 * The page a browser's GET /graphql gets. Sandbox and GraphiQL read the schema by introspection, so
 * by default they are offered only while it is on; the production Explorer reads it from Studio.
 */
export function graphqlExplorer(config: ExplorerInputs): GraphqlExplorer {
  if (config.GRAPHQL_EXPLORER) return config.GRAPHQL_EXPLORER;
  const introspection = config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production';
  if (config.NODE_ENV !== 'production' && introspection) return 'sandbox';
  return config.APOLLO_GRAPH_REF ? 'explorer' : 'off';
}

/** Settings that cannot work together: the process refuses to start with them. */
export function explorerSettingProblems(config: ExplorerInputs): string[] {
  const problems: string[] = [];
  const introspection = config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production';
  if (config.GRAPHQL_EXPLORER === 'explorer' && !config.APOLLO_GRAPH_REF)
    problems.push('GRAPHQL_EXPLORER=explorer needs APOLLO_GRAPH_REF (the graph in Apollo Studio)');
  if ((config.GRAPHQL_EXPLORER === 'sandbox' || config.GRAPHQL_EXPLORER === 'graphiql') && !introspection)
    problems.push(
      `GRAPHQL_EXPLORER=${config.GRAPHQL_EXPLORER} needs GRAPHQL_INTROSPECTION on: it reads the schema by introspection`,
    );
  return problems;
}
