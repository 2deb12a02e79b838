import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from './apollo-client.js';
import { App } from './app.js';
import { SessionContext } from './auth/session-context.js';
import { SessionStore } from './auth/session-store.js';
import { loadRuntimeConfig } from './runtime-config.js';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) => {
    const sessions = new SessionStore(config);
    const client = createApolloClient(config, sessions);
    // A new sign-in or a sign-out starts from an empty cache: nothing of one account shows in another.
    let signedInAs = sessions.current()?.idToken;
    sessions.subscribe(() => {
      const now = sessions.current()?.idToken;
      if (Boolean(now) !== Boolean(signedInAs)) void client.clearStore();
      signedInAs = now;
    });
    root.render(
      <SessionContext value={sessions}>
        <ApolloProvider client={client}>
          <App />
        </ApolloProvider>
      </SessionContext>,
    );
  },
  (error: unknown) =>
    root.render(
      <main className="narrow" role="alert">
        <h1>The app could not start</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
      </main>,
    ),
);
