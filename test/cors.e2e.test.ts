import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';

const ALLOWED = 'https://app.example.com';
const OTHER = 'https://elsewhere.example.net';

/**
 * CORS_ORIGINS on every port: a listed origin's page may call the graph and the REST APIs (and
 * read their refusals); any other gets no CORS headers, so its browser refuses the answer.
 */
describe('CORS allowlist on the gateway and every product port', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ CORS_ORIGINS: `${ALLOWED}, https://studio.apollographql.com` });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  /** One request a page would make on each port: the graph, and a route of each REST API. */
  const calls = () => [
    { port: 'gateway', url: platform.graphql, init: graphqlPost('{ __typename }') },
    { port: 'resume /graphql', url: `${platform.resumeApi}/graphql`, init: graphqlPost('{ __typename }') },
    { port: 'tabs', url: `${platform.api}/health`, init: {} },
    { port: 'resume', url: `${platform.resumeApi}/health`, init: {} },
    { port: 'cards', url: `${platform.cardsApi}/health`, init: {} },
    { port: 'game', url: `${platform.gameApi}/health`, init: {} },
  ];

  it('answers a listed origin with its CORS headers, and without credentials', async () => {
    for (const { port, url, init } of calls()) {
      const response = await fetch(url, withOrigin(init, ALLOWED));
      expect({ port, allowOrigin: response.headers.get('access-control-allow-origin') }).toEqual({
        port,
        allowOrigin: ALLOWED,
      });
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/Origin/i);
      expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Request-Id/i);
    }
  });

  it('answers another origin without CORS headers, the request itself unchanged', async () => {
    for (const { port, url, init } of calls()) {
      const allowed = await fetch(url, withOrigin(init, ALLOWED));
      const response = await fetch(url, withOrigin(init, OTHER));
      expect({ port, allowOrigin: response.headers.get('access-control-allow-origin') }).toEqual({
        port,
        allowOrigin: null,
      });
      expect(response.headers.get('access-control-expose-headers')).toBeNull();
      expect(response.status).toBe(allowed.status);
    }
  });

  it('answers the preflight of a listed origin with the methods and headers it asked for', async () => {
    for (const url of [platform.graphql, `${platform.resumeApi}/graphql`, `${platform.api}/api/tabs`]) {
      const response = await fetch(url, preflight(ALLOWED));
      expect({ url, status: response.status }).toEqual({ url, status: 204 });
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
      expect(response.headers.get('access-control-max-age')).toBe('600');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('answers the preflight of another origin without CORS headers', async () => {
    for (const url of [platform.graphql, `${platform.resumeApi}/graphql`, `${platform.api}/api/tabs`]) {
      const response = await fetch(url, preflight(OTHER));
      expect({ url, allowOrigin: response.headers.get('access-control-allow-origin') }).toEqual({
        url,
        allowOrigin: null,
      });
      expect(response.headers.get('access-control-allow-methods')).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  it("lets a listed origin's page read a refusal: the resume /graphql's 401", async () => {
    const response = await fetch(
      `${platform.resumeApi}/graphql`,
      withOrigin(graphqlPost('{ __typename }'), ALLOWED),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });

  it("offers the local Sandbox to a browser's GET /graphql outside production", async () => {
    const response = await fetch(platform.graphql, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/embeddable-sandbox/);
  });
});

function graphqlPost(query: string): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) };
}

function withOrigin(init: RequestInit, origin: string): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), origin } };
}

function preflight(origin: string): RequestInit {
  return {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  };
}
