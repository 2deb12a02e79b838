import type { HTTPGraphQLRequest } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { TrustedDocumentsMode } from '@platform/config';
import { statusForCode } from '@platform/errors';

/** TRUSTED_DOCUMENTS and TRUSTED_DOCUMENTS_CLIENTS (docs/configuration.md). */
export interface TrustedDocumentsPolicy {
  mode: TrustedDocumentsMode;
  /** `web` (any version) or `web@2.3.0` (that version only). */
  clients: readonly string[];
}

/** Apollo's client-awareness headers: what Apollo Client, Studio and the codegen'd clients send. */
export const CLIENT_NAME_HEADER = 'apollographql-client-name';
export const CLIENT_VERSION_HEADER = 'apollographql-client-version';

/** A first-party client: its name is listed, alone or with the version it sent. */
export function isFirstPartyClient(
  clients: readonly string[],
  name: string | undefined,
  version: string | undefined,
): boolean {
  if (!name) return false;
  return clients.some((entry) => entry === name || (version !== undefined && entry === `${name}@${version}`));
}

/**
 * Whether this request may run only a listed document. Calls without HTTP are the platform's own
 * (REST routes running schema/operations/, domains running supergraph operations for their caller)
 * and are never held to the list; Explorer and third-party clients are held only under `enforce`.
 */
export function mustSendListedDocument(policy: TrustedDocumentsPolicy, http: HTTPGraphQLRequest | undefined) {
  if (!http || policy.mode === 'off') return false;
  if (policy.mode === 'enforce') return true;
  const name = http.headers.get(CLIENT_NAME_HEADER)?.trim();
  const version = http.headers.get(CLIENT_VERSION_HEADER)?.trim();
  return isFirstPartyClient(policy.clients, name, version);
}

/** The GraphQL-over-HTTP persisted-document id (`documentId`, in a POST body or a GET query), when sent. */
export function documentIdOf(http: HTTPGraphQLRequest | undefined): string | undefined {
  if (!http) return undefined;
  const fromBody = (http.body as { documentId?: unknown } | null | undefined)?.documentId;
  if (typeof fromBody === 'string') return fromBody;
  return new URLSearchParams(http.search).get('documentId') ?? undefined;
}

export const notListedError = () =>
  new GraphQLError(
    'This client may run only the documents of its persisted-document manifest: send a listed id or text',
    {
      extensions: {
        code: 'FORBIDDEN',
        reason: 'persisted_query_not_in_list',
        http: { status: statusForCode('FORBIDDEN') },
      },
    },
  );
