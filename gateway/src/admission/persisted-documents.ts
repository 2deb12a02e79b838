import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse, print, type DocumentNode } from 'graphql';
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

/** A document's hash after printing: the same for any spacing, comments or commas of its text. */
export const normalizedHash = (document: DocumentNode): string => sha256(print(document));

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
