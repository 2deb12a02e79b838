import fc from 'fast-check';
import { hostileJson, hostileNumber, hostileString, malformedBody } from './hostile-values.js';
import type { FuzzRequest } from './fuzz-outcome.js';
import type { IdPool } from './id-pool.js';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Requests that would end a session or an account, or start browser captures: left out so the run keeps one user and stays light. */
const SKIPPED = [
  /\/logout$/,
  /\/password$/,
  /\/email$/,
  /^delete \/api\/(user|users|account)/,
  /archive/,
  /capture/,
  /watch/,
];

/** Values for one JSON schema: mostly shaped like the schema (so requests get past validation), sometimes anything. */
function valueFor(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileJson;
  if (schema.$ref) return valueFor(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, depth + 1);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, doc, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], doc, depth + 1);
  if (schema.enum?.length)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: hostileString },
    );
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const shaped = (() => {
    switch (type) {
      case 'integer':
      case 'number':
        return fc.oneof(
          fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 1000) }),
          hostileNumber,
        );
      case 'boolean':
        return fc.boolean();
      case 'string':
        return schema.format === 'uri' ? fc.oneof(fc.webUrl(), hostileString) : hostileString;
      case 'array':
        return fc.array(valueFor(schema.items, doc, depth + 1), { maxLength: 4 });
      case 'object': {
        const properties = schema.properties ?? {};
        const record = Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, valueFor(value, doc, depth + 1)]),
        );
        return fc.record(record, {
          requiredKeys: (schema.required ?? []).filter((key) => key in properties),
        });
      }
      default:
        return hostileJson;
    }
  })();
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostileJson });
}

/** A path segment; a lone surrogate (which encodeURIComponent refuses) is sent as the invalid UTF-8 bytes a raw client would send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

/** A query or path value as text: the schema-shaped value printed, or any hostile string. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Requests over every documented operation of an OpenAPI document (`base` is the API origin); path ids half the time from `ids`. */
export function openApiRequests(
  doc: OpenApiDocument,
  base: string,
  tokens: { valid?: string },
  ids?: IdPool,
): fc.Arbitrary<FuzzRequest> {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(([method]) => !SKIPPED.some((pattern) => pattern.test(`${method} ${path}`)))
      .map(([method, operation]) => ({ path, method, operation })),
  );
  const auth = fc.oneof(
    { weight: 6, arbitrary: fc.constant(tokens.valid ? `Bearer ${tokens.valid}` : undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        'Bearer',
        'Bearer x.y.z',
        'Basic abc',
        `Bearer ${'a'.repeat(5000)}`,
      ),
    },
  );
  return fc.constantFrom(...operations).chain(({ path, method, operation }) => {
    const parameters = operation.parameters ?? [];
    const valueOf = (p: Parameter) =>
      fc.oneof(
        { weight: 3, arbitrary: valueFor(p.schema, doc).map(asText) },
        { weight: 1, arbitrary: hostileString },
      );
    const pathValue = (p: Parameter) =>
      ids
        ? fc.oneof({ weight: 1, arbitrary: valueOf(p) }, { weight: 1, arbitrary: ids.arbitrary('x') })
        : valueOf(p);
    const pathParams = fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p)])),
    );
    const query = fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, valueOf(p)])),
      { requiredKeys: [] },
    );
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const body = schema
      ? fc.oneof(
          { weight: 6, arbitrary: valueFor(schema, doc).map((value) => JSON.stringify(value) ?? 'null') },
          { weight: 1, arbitrary: malformedBody },
        )
      : fc.constant(undefined);
    return fc
      .record({ pathParams, query, body, authorization: auth })
      .map(({ pathParams: params, query: q, body: text, authorization }) => {
        const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeSegment(String(params[name] ?? 'x')),
        );
        const search = new URLSearchParams(
          Object.entries(q).map(([key, value]): [string, string] => [key, String(value)]),
        ).toString();
        const headers: Record<string, string> = {};
        if (authorization) headers.authorization = authorization;
        if (text !== undefined) headers['content-type'] = 'application/json';
        return {
          label: `${method.toUpperCase()} ${path}`,
          url: `${base}${filled}${search ? `?${search}` : ''}`,
          method: method.toUpperCase(),
          headers,
          body: text,
        };
      });
  });
}
