import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import type { RuntimeConfig } from './runtime-config.js';
import type { SessionStore } from './auth/session-store.js';
import { clientAwareness } from './client-awareness.js';

/**
 * One client for the app: queries and mutations over HTTP, subscriptions over graphql-ws, both
 * with the session's realm token; one normalized cache (items by __typename and id).
 */
export function createApolloClient(config: RuntimeConfig, sessions: SessionStore) {
  const auth = new SetContextLink(async (previous) => {
    const token = await sessions.freshToken();
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });
  const http = new HttpLink({ uri: config.graphqlUrl });
  const ws = new GraphQLWsLink(
    createClient({
      url: config.wsUrl,
      lazy: true,
      connectionParams: async () => {
        const token = await sessions.freshToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };
  return new ApolloClient({
    clientAwareness,
    link: ApolloLink.split(isSubscription, ws, ApolloLink.from([auth, http])),
    cache: new InMemoryCache({
      // Fragments on the SavedItem interface match its two kinds.
      possibleTypes: { SavedItem: ['Tab', 'Bookmark'] },
    }),
  });
}
