import type { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiContentObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { internalError, payloadTooLargeError, validationError } from './schemas.js';
import type { AnalysisRoute } from './routes.js';

const json = (schema: z.ZodType): ZodOpenApiContentObject => ({ 'application/json': { schema } });

function operationFor(route: AnalysisRoute): ZodOpenApiOperationObject {
  const bodyErrors: ZodOpenApiResponsesObject = route.body
    ? {
        '400': {
          description: 'Invalid body (validation failed or malformed JSON)',
          content: json(validationError),
        },
        '413': { description: 'Body larger than ANALYSIS_BODY_LIMIT', content: json(payloadTooLargeError) },
      }
    : {};
  return {
    summary: route.summary,
    tags: [route.tag],
    requestBody: route.body ? { required: true, content: json(route.body) } : undefined,
    responses: {
      '200': { description: 'Success', content: json(route.response) },
      ...bodyErrors,
      '500': { description: 'Unexpected error', content: json(internalError) },
    },
  };
}

/** The OpenAPI 3.1 document, generated from the same route table the router serves. */
export function analysisOpenApiDocument(routes: readonly AnalysisRoute[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes)
    paths[route.path] = { ...paths[route.path], [route.method]: operationFor(route) };
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Analysis service',
      version: '1.0.0',
      description:
        'Offline, deterministic text pipelines (summary, category, entities, embedding, keywords) called by the platform at ML_URL.',
    },
    paths,
  });
}
