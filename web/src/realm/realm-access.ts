import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '../runtime-config.js';

/**
 * What a realm's screens need beyond its GraphQL client: the realm's bearer token, for the REST
 * calls the graph does not answer (the resume PDF's file), and where the platform's APIs listen.
 */
export interface RealmAccess {
  /** The token the provider's client carries: the same exchange, kept once for both. */
  token(): Promise<string | null>;
  config: RuntimeConfig;
}

export const RealmAccessContext = createContext<RealmAccess | null>(null);

/** The access of the nearest RealmClientProvider. */
export function useRealmAccess(): RealmAccess {
  const access = useContext(RealmAccessContext);
  if (!access) throw new Error('useRealmAccess is used outside a RealmClientProvider.');
  return access;
}
