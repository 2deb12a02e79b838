import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionStore } from './session-store.js';

export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore outside SessionContext');
  return store;
}

/** The current session (null when signed out); re-renders on sign-in, refresh and sign-out. */
export function useSession() {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.current);
}
