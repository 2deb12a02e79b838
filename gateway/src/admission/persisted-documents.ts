import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Kind, parse, print, visit, type DocumentNode, type SelectionNode } from 'graphql';
import { z } from 'zod';

/**
 * The trusted documents: Apollo's persisted-query manifest format, so GraphOS (`rover
 * persisted-queries publish`) and this gateway read the same file. `npm run codegen` writes it
 * (scripts/codegen/persisted-documents.cjs) from schema/operations/ and the web app's manifest.
 */
export const persistedManifest = z.object({
  format: z.literal('apollo-persisted-query-manifest'),
  version: z.literal(1),
  operations: z.array(
    z.object({
      id: z.string().regex(/^[0-9a-f]{64}$/),
      name: z.string(),
      type: z.enum(['query', 'mutation', 'subscription']),
      body: z.string().min(1),
    }),
  ),
});

export const MANIFEST_URL = new URL('../../../schema/persisted-documents.json', import.meta.url);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Named nodes (variables, arguments, input fields) in name order, as codegen's manifest writes them. */
function byName<T>(nodes: readonly T[] | undefined, nameOf: (node: T) => { name: { value: string } }): T[] {
  return [...(nodes ?? [])].sort((a, b) => (nameOf(a).name.value < nameOf(b).name.value ? -1 : 1));
}

const isPlainTypename = (selection: SelectionNode) =>
  selection.kind === Kind.FIELD && selection.name.value === '__typename' && !selection.alias;

/**
 * The document as the list compares it: `__typename` fields left out, and selections, definitions,
 * variables, arguments and input fields in a fixed order. Apollo Client adds `__typename` to each selection for its cache
 * and keeps the written field order, while codegen's manifest holds its own form: both are the same
 * operation. Neither difference can fetch anything the listed document does not.
 */
function canonical(document: DocumentNode): DocumentNode {
  const ordered = visit(document, {
    OperationDefinition: {
      leave: (node) => ({
        ...node,
        variableDefinitions: byName(node.variableDefinitions, (v) => v.variable),
      }),
    },
    Field: { leave: (node) => ({ ...node, arguments: byName(node.arguments, (argument) => argument) }) },
    Directive: { leave: (node) => ({ ...node, arguments: byName(node.arguments, (argument) => argument) }) },
    ObjectValue: { leave: (node) => ({ ...node, fields: byName(node.fields, (field) => field) }) },
    SelectionSet: {
      leave: (node) => ({
        ...node,
        selections: node.selections
          .filter((selection) => !isPlainTypename(selection))
          .map((selection) => [print(selection), selection] as const)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([, selection]) => selection),
      }),
    },
  });
  const named = ordered.definitions.map((definition) => [print(definition), definition] as const);
  named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { ...ordered, definitions: named.map(([, definition]) => definition) };
}

/** A document's hash in its canonical form: the same for any spacing, comments, commas, field order or `__typename`. */
export const normalizedHash = (document: DocumentNode): string => sha256(print(canonical(document)));

export interface PersistedDocuments {
  /** The listed text of an id (a sha256 hex, `sha256:` prefix allowed), or undefined. */
  textOf(id: string): string | undefined;
  /** Whether a document is listed: by its text's hash, or its printed form's. */
  lists(queryHash: string | undefined, document: DocumentNode): boolean;
  size: number;
}

/** Hashes of printed documents, per parsed document (Apollo hands the same one to each request of a query). */
const printedHashes = new WeakMap<DocumentNode, string>();

export function persistedDocuments(manifest: z.infer<typeof persistedManifest>): PersistedDocuments {
  const bodies = new Map(manifest.operations.map((operation) => [operation.id, operation.body]));
  const normalized = new Set(manifest.operations.map((operation) => normalizedHash(parse(operation.body))));
  return {
    size: bodies.size,
    textOf: (id) => bodies.get(id.startsWith('sha256:') ? id.slice(7) : id),
    lists(queryHash, document) {
      if (queryHash && bodies.has(queryHash)) return true;
      let printed = printedHashes.get(document);
      if (!printed) printedHashes.set(document, (printed = normalizedHash(document)));
      return normalized.has(printed);
    },
  };
}

/** The committed manifest; an absent or malformed one is a start-up failure, never an empty list. */
export function loadPersistedDocuments(url: URL = MANIFEST_URL): PersistedDocuments {
  return persistedDocuments(persistedManifest.parse(JSON.parse(readFileSync(url, 'utf8'))));
}
