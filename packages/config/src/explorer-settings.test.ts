import { describe, expect, it } from '@jest/globals';
import {
  APOLLO_STUDIO_ORIGIN,
  configSchema,
  corsOrigins,
  explorerSettingProblems,
  graphqlExplorer,
  loadConfig,
} from './index.js';

// Production's other start-up checks (secrets, keys) are not these settings': the schema alone reads them.
const production = (env: Record<string, string> = {}) =>
  configSchema.parse({ NODE_ENV: 'production', ...env });

describe('GRAPHQL_EXPLORER', () => {
  it('offers the local Sandbox in development and in tests', () => {
    expect(graphqlExplorer(loadConfig({}))).toBe('sandbox');
    expect(graphqlExplorer(loadConfig({ NODE_ENV: 'test' }))).toBe('sandbox');
  });

  it("offers Studio's Explorer in production when the graph ref is set, and nothing otherwise", () => {
    expect(graphqlExplorer(production())).toBe('off');
    expect(graphqlExplorer(production({ APOLLO_GRAPH_REF: 'platform@current' }))).toBe('explorer');
  });

  it('offers no introspection client in development when introspection is off', () => {
    expect(graphqlExplorer(loadConfig({ GRAPHQL_INTROSPECTION: 'false' }))).toBe('off');
  });

  it('takes the page it is given', () => {
    expect(graphqlExplorer(loadConfig({ GRAPHQL_EXPLORER: 'graphiql' }))).toBe('graphiql');
    expect(graphqlExplorer(loadConfig({ GRAPHQL_EXPLORER: 'off' }))).toBe('off');
    expect(
      graphqlExplorer(
        loadConfig({ ...production, GRAPHQL_INTROSPECTION: 'true', GRAPHQL_EXPLORER: 'sandbox' }),
      ),
    ).toBe('sandbox');
  });

  it('refuses pages that cannot work with the other settings', () => {
    expect(() => loadConfig({ GRAPHQL_EXPLORER: 'explorer' })).toThrow(/needs APOLLO_GRAPH_REF/);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'false', GRAPHQL_EXPLORER: 'graphiql' })).toThrow(
      /GRAPHQL_EXPLORER=graphiql needs GRAPHQL_INTROSPECTION/,
    );
    expect(explorerSettingProblems(production({ GRAPHQL_EXPLORER: 'sandbox' }))).toEqual([
      expect.stringMatching(/GRAPHQL_EXPLORER=sandbox needs GRAPHQL_INTROSPECTION/),
    ]);
    expect(
      explorerSettingProblems(production({ GRAPHQL_EXPLORER: 'graphiql', GRAPHQL_INTROSPECTION: 'true' })),
    ).toEqual([]);
    expect(() => loadConfig({ GRAPHQL_EXPLORER: 'playground' })).toThrow(/GRAPHQL_EXPLORER/);
    expect(() => loadConfig({ APOLLO_GRAPH_REF: 'no variant' })).toThrow(/APOLLO_GRAPH_REF/);
  });
});

describe('CORS_ORIGINS', () => {
  it("allows Studio and the platform's own localhost ports by default in development", () => {
    const origins = corsOrigins(loadConfig({ GATEWAY_PORT: '4100', API_PORT: '3101' }));
    expect(origins).toContain(APOLLO_STUDIO_ORIGIN);
    expect(origins).toEqual(
      expect.arrayContaining([
        'http://localhost:4100',
        'http://127.0.0.1:4100',
        'http://localhost:3101',
        'http://localhost:3000',
      ]),
    );
  });

  it('allows only Studio by default in production', () => {
    expect(corsOrigins(production())).toEqual([APOLLO_STUDIO_ORIGIN]);
  });

  it('takes a comma-separated list, trimmed, in place of the default', () => {
    expect(
      corsOrigins(loadConfig({ CORS_ORIGINS: ' https://app.example.com, http://localhost:5173 ,' })),
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(corsOrigins(loadConfig({ CORS_ORIGINS: '*' }))).toEqual(['*']);
  });

  it('refuses entries that are not origins', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'app.example.com' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/path' })).toThrow(/CORS_ORIGINS/);
  });
});
