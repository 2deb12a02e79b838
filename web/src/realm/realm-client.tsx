import { useEffect, useState, type ReactNode } from 'react';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { useSessionStore } from '../auth/session-context.js';
import { clientAwareness } from '../client-awareness.js';
import { loadRuntimeConfig } from '../runtime-config.js';
import { ErrorNotice, Loading } from '../ui/status.js';
import { RealmAccessContext, type RealmAccess } from './realm-access.js';
import { RealmTokens, type Realm } from './realm-token.js';

/**
 * A client of the same gateway for one realm's screens: queries, mutations and its own graphql-ws
 * connection carry that realm's token (the app's main client carries the tabs realm's).
 */
function createRealmClient(
  realm: Realm,
  tokens: RealmTokens,
  graphqlUrl: string,
  typePolicies: TypePolicies,
) {
  const auth = new SetContextLink(async (previous) => {
    const token = await tokens.token();
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });
  const socket = createClient({
    url: graphqlUrl.replace(/^http/, 'ws'),
    lazy: true,
    connectionParams: async () => {
      const token = await tokens.token();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };
  const client = new ApolloClient({
    clientAwareness,
    link: ApolloLink.split(
      isSubscription,
      new GraphQLWsLink(socket),
      ApolloLink.from([auth, new HttpLink({ uri: graphqlUrl })]),
    ),
    cache: new InMemoryCache({ typePolicies }),
    devtools: { name: realm },
  });
  return { client, close: () => void socket.dispose() };
}

/** Gives its children a client of `realm` (made when first shown, closed when left). */
export function RealmClientProvider({
  realm,
  typePolicies = {},
  children,
}: {
  realm: Realm;
  typePolicies?: TypePolicies;
  children: ReactNode;
}) {
  const sessions = useSessionStore();
  const [state, setState] = useState<{ client?: ApolloClient; access?: RealmAccess; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let made: ReturnType<typeof createRealmClient> | undefined;
    let live = true;
    loadRuntimeConfig().then(
      (config) => {
        if (!live) return;
        const tokens = new RealmTokens(config, sessions, realm);
        made = createRealmClient(realm, tokens, config.graphqlUrl, typePolicies);
        setState({ client: made.client, access: { token: () => tokens.token(), config } });
      },
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
      made?.client.stop();
      made?.close();
    };
    // typePolicies are fixed per screen: not a reason to make a new client.
  }, [realm, sessions, attempt]);
  if (state.error) return <ErrorNotice error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!state.client || !state.access) return <Loading label="Connecting…" />;
  return (
    <RealmAccessContext.Provider value={state.access}>
      <ApolloProvider client={state.client}>{children}</ApolloProvider>
    </RealmAccessContext.Provider>
  );
}
