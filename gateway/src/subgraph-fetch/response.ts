import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { GraphQLError } from 'graphql';
import type { SubgraphHttpResponse } from './http-client.js';

const isJson = (response: SubgraphHttpResponse) => {
  const type = response.headers['content-type'] ?? '';
  return type.startsWith('application/json') || type.startsWith('application/graphql-response+json');
};

/** The answer as text, or parsed when it says it is JSON: what RemoteGraphQLDataSource.parseBody returns. */
function parsedBody(response: SubgraphHttpResponse): unknown {
  return isJson(response) ? JSON.parse(response.body) : response.body;
}

/** RemoteGraphQLDataSource.errorFromResponse's error, so the executor reports a failed fetch as before. */
function httpError(response: SubgraphHttpResponse, url: string): GraphQLError {
  let body: unknown;
  try {
    body = parsedBody(response);
  } catch {
    body = response.body;
  }
  const code =
    response.status === 401 ? 'UNAUTHENTICATED' : response.status === 403 ? 'FORBIDDEN' : undefined;
  return new GraphQLError(`${response.status}: ${response.statusText}`, {
    extensions: {
      response: { url, status: response.status, statusText: response.statusText, body },
      ...(code ? { code } : {}),
    },
  });
}

/**
 * One fetch's GraphQL response, parsed afresh for each caller: the executor merges the objects of a
 * response into its result and goes on mutating them, so two requests must never hold the same ones.
 */
export function graphqlResponse(response: SubgraphHttpResponse, url: string): GatewayGraphQLResponse {
  if (response.status < 200 || response.status > 299) throw httpError(response, url);
  const body = parsedBody(response);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Error(`Expected JSON response body, but received: ${String(body)}`);
  return body as GatewayGraphQLResponse;
}

/** The cache hint of a subgraph's Cache-Control header, as RemoteGraphQLDataSource reads it. */
export function cacheHint(response: SubgraphHttpResponse): { maxAge: number; scope?: 'PRIVATE' | 'PUBLIC' } {
  const directives = (response.headers['cache-control'] ?? '')
    .split(',')
    .map((directive) => directive.trim().toLowerCase());
  const maxAge = directives.find((directive) => directive.startsWith('max-age='))?.slice('max-age='.length);
  const scope = directives.includes('public')
    ? ('PUBLIC' as const)
    : directives.includes('private')
      ? ('PRIVATE' as const)
      : undefined;
  return { maxAge: maxAge && /^[0-9]+$/.test(maxAge) ? Number(maxAge) : 0, ...(scope ? { scope } : {}) };
}
