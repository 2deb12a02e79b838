import type { ApolloServerPlugin } from '@apollo/server';
import { isDomainCall, type RequestContext } from '@platform/auth';
import { authRefusal } from './auth-check.js';
import { authRequirementsOf, type AuthRequirements } from './auth-requirements.js';
import type { PersistedDocuments } from './persisted-documents.js';
import {
  documentIdOf,
  mustSendListedDocument,
  notListedError,
  type TrustedDocumentsPolicy,
} from './trusted-documents.js';

/** What the gateway tells the admission check about each supergraph it loads (ApolloGateway's listener). */
export interface SupergraphUpdates {
  onSchemaLoadOrUpdate(listener: (update: { coreSupergraphSdl: string }) => void): unknown;
}

export interface AdmissionOptions {
  supergraph: SupergraphUpdates;
  documents: PersistedDocuments;
  policy: TrustedDocumentsPolicy;
}

/**
 * The gateway's admission of an operation, once it is resolved and before it is planned or any
 * subgraph called, on every path an operation runs through Apollo Server (HTTP /graphql, the REST
 * routes and domains in process, the single-fetch executor and the gateway's own):
 *  1. trusted documents: a listed id (`extensions.persistedQuery.sha256Hash` or `documentId`) stands
 *     for its text; a client TRUSTED_DOCUMENTS holds to the list is refused any other document;
 *  2. `@authenticated` and `@requiresScopes` of the supergraph, against the verified caller.
 */
export function admissionPlugin(options: AdmissionOptions): ApolloServerPlugin<RequestContext> {
  const { documents, policy } = options;
  let requirements: AuthRequirements = new Map();
  // A new supergraph (hot reload) brings its own directives with it.
  options.supergraph.onSchemaLoadOrUpdate(({ coreSupergraphSdl }) => {
    requirements = authRequirementsOf(coreSupergraphSdl);
  });
  return {
    async requestDidStart({ request }) {
      let listedById = false;
      if (request.query === undefined) {
        const persisted = request.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
        const id =
          typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : documentIdOf(request.http);
        const text = id === undefined ? undefined : documents.textOf(id);
        if (text !== undefined) {
          // The listed text, as Apollo's automatic persisted queries would have found it, but never evicted.
          const { persistedQuery: _persistedQuery, ...extensions } = request.extensions ?? {};
          request.query = text;
          request.extensions = extensions;
          listedById = true;
        } else if (id !== undefined && !persisted) {
          // An unknown documentId: answered as Apollo answers an unknown hash (PERSISTED_QUERY_NOT_FOUND).
          request.extensions = { ...request.extensions, persistedQuery: { version: 1, sha256Hash: id } };
        }
      }
      return {
        async didResolveOperation({ request, document, schema, operation, contextValue, queryHash }) {
          if (
            !listedById &&
            mustSendListedDocument(policy, request.http) &&
            // A standalone subgraph's supergraph call (a signed delegation) runs the domain's own operation.
            !isDomainCall(contextValue) &&
            !documents.lists(queryHash, document)
          )
            throw notListedError();
          const refusal = authRefusal(requirements, schema, document, operation?.name?.value, contextValue);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
