import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import type { RestApi } from './rest-api.js';
import type { Route } from './route.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid request (validation failed or malformed JSON)',
  401: 'Missing, invalid, expired or revoked token',
  402: 'Upgrade required (Pro feature or Free limit)',
  403: 'Forbidden',
  404: 'Not found for the caller',
  409: 'Conflict',
  413: 'Body too large',
  415: 'The body is not JSON (Content-Type must be application/json)',
  429: 'Rate limit exceeded',
  500: 'Unexpected error',
  503: 'Dependency unavailable',
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function operationFor(route: Route, errorSchema: z.ZodType): ZodOpenApiOperationObject {
  const errorStatuses = [
    400,
    ...(route.auth === 'user' ? [401] : []),
    ...(route.body && !route.rawBody ? [415] : []),
    429,
    500,
    ...(route.owner ? [403] : []),
    ...(route.errors ?? []),
  ];
  const headerParams = route.headers?.length
    ? z.object(Object.fromEntries(route.headers.map((name) => [name, z.string().optional()])))
    : undefined;
  return {
    summary: route.summary,
    description: route.description,
    tags: [route.tag],
    security: route.auth === 'user' ? [{ bearerAuth: [] }] : [],
    requestParams: Object.fromEntries(
      Object.entries({ path: route.params, query: route.query, header: headerParams }).filter(
        ([, schema]) => schema,
      ),
    ),
    requestBody: route.body ? { content: { 'application/json': { schema: route.body } } } : undefined,
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: { [route.file?.contentType ?? 'application/json']: { schema: route.response } },
      },
      ...Object.fromEntries(
        [...new Set(errorStatuses)].map((status) => [
          String(status),
          {
            description: STATUS_TEXT[status] ?? 'Error',
            content: { 'application/json': { schema: errorSchema } },
          },
        ]),
      ),
    },
  };
}

/** A documented path served outside the route table (health checks). */
export interface ExtraPath {
  method: 'get';
  path: string;
  summary: string;
  tag: string;
  response: z.ZodType;
}

/** The OpenAPI 3.1 document of one API, generated from the same route table the router uses. */
export function openApiDocument(api: RestApi, errorSchema: z.ZodType, extraPaths: ExtraPath[] = []) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of api.routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationFor(route, errorSchema) };
  }
  for (const extra of extraPaths) {
    paths[extra.path] = {
      ...paths[extra.path],
      [extra.method]: {
        summary: extra.summary,
        tags: [extra.tag],
        responses: {
          '200': { description: 'Success', content: { 'application/json': { schema: extra.response } } },
        },
      },
    };
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: api.title, version: api.version, description: api.description },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
