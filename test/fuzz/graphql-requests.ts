import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  print,
  typeFromAST,
  Kind,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { hostileJson, hostileNumber, hostileString, malformedBody } from './hostile-values.js';
import type { FuzzRequest } from './fuzz-outcome.js';

const root = new URL('../../', import.meta.url);

/** Operations that would end the fuzz user's session or account. */
const SKIPPED = new Set(['Logout', 'DeleteAccount', 'ChangePassword', 'UpdateEmail', 'ArchivePage']);

/** Variables of a GraphQL input type: mostly of that type (hostile strings inside), sometimes anything, sometimes missing. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const inner = getNullableType(type) as GraphQLInputType;
  const shaped = (() => {
    if (isListType(inner)) return fc.array(valueFor(inner.ofType, depth + 1), { maxLength: 4 });
    if (isEnumType(inner)) return fc.constantFrom(...inner.getValues().map((v) => v.name));
    if (isInputObjectType(inner) && depth < 4) {
      const fields = Object.values(inner.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      });
    }
    switch ('name' in inner ? inner.name : '') {
      case 'Int':
        return fc.oneof(fc.integer({ min: -2, max: 1000 }), hostileNumber);
      case 'Float':
        return hostileNumber;
      case 'Boolean':
        return fc.boolean();
      default:
        return hostileString;
    }
  })();
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileJson });
}

/** The operations of one folder of schema/operations/, each with the fragments it needs, typed by `schemaFile`. */
function loadOperations(folder: string, schemaFile: string) {
  const source = readdirSync(new URL(folder, root))
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(new URL(folder + file, root), 'utf8'))
    .join('\n');
  const document = parse(source);
  const schema = buildSchema(readFileSync(new URL(schemaFile, root), 'utf8'), { assumeValidSDL: true });
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && d.operation !== 'subscription',
  );
  return operations
    .filter((operation) => !SKIPPED.has(operation.name!.value))
    .map((operation) => {
      // Every fragment travels with every operation; unused ones would fail validation, so keep only those it spreads (transitively).
      const single: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
      const text = print(single);
      const used = fragments.filter((f) => text.includes(`...${f.name.value}`));
      return {
        name: operation.name!.value,
        query: print({ kind: Kind.DOCUMENT, definitions: [operation, ...used] }),
        operation,
        schema,
      };
    });
}

/** Hostile requests that are not operations of ours: broken JSON, unknown names, persisted-query games, subscriptions, aliases. */
const junkBodies: fc.Arbitrary<string> = fc.oneof(
  malformedBody,
  hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
  fc.record({ query: hostileString }).map((body) => JSON.stringify(body)),
  fc
    .record({ query: fc.constant('{ __typename }'), operationName: hostileString })
    .map((body) => JSON.stringify(body)),
  fc
    .record({
      extensions: fc.record({
        persistedQuery: fc.record({
          version: fc.oneof(fc.constant(1), hostileJson),
          sha256Hash: fc.oneof(hostileString, hostileJson),
        }),
      }),
    })
    .map((body) => JSON.stringify(body)),
  fc.constantFrom(
    JSON.stringify({ query: 'subscription { jobUpdated(id: "x") { id } }' }),
    JSON.stringify({ query: `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: me { id }`).join(' ')} }` }),
    JSON.stringify({ query: '{ job(id: "x") { id } }' }),
    JSON.stringify({ query: 'mutation { retryJob(id: "x") { id } }' }),
    JSON.stringify({ query: '{ tabs(limit: 1000) { id tags } b: tabs(limit: 1000) { id } }' }),
    JSON.stringify({ query: 'query A { me { id } } query B { me { id } }' }),
  ),
);

/** Requests to `/graphql` over every operation in schema/operations/<folder> plus hostile non-operations. */
export function graphqlRequests(
  url: string,
  tokens: { valid?: string },
  folder = 'schema/operations/tabs/',
  schemaFile = 'schema/api.graphql',
): fc.Arbitrary<FuzzRequest> {
  const operations = loadOperations(folder, schemaFile);
  const headers = (authorized: boolean): Record<string, string> => ({
    'content-type': 'application/json',
    ...(authorized && tokens.valid ? { authorization: `Bearer ${tokens.valid}` } : {}),
  });
  const operationRequest = fc.constantFrom(...operations).chain(({ name, query, operation, schema }) => {
    const variables = fc.record(
      Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          valueFor(typeFromAST(schema as GraphQLSchema, v.type as never) as GraphQLInputType),
        ]),
      ),
      { requiredKeys: [] },
    );
    return fc.record({ variables, authorized: fc.boolean() }).map(({ variables: values, authorized }) => ({
      label: name,
      url,
      method: 'POST',
      headers: headers(authorized),
      body: JSON.stringify({ query, operationName: name, variables: values }),
    }));
  });
  const junk = fc.record({ body: junkBodies, authorized: fc.boolean() }).map(({ body, authorized }) => ({
    label: 'junk',
    url,
    method: 'POST',
    headers: headers(authorized),
    body,
  }));
  return fc.oneof({ weight: 4, arbitrary: operationRequest }, { weight: 1, arbitrary: junk });
}
