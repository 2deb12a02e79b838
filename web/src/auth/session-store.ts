import { OidcClient, storedSession, type StoredSession } from './oidc-client.js';
import type { RuntimeConfig } from '../runtime-config.js';

const KEY = 'platform-web.session';
/** Refresh this long before the realm token expires, so no request carries a dying token. */
const MARGIN_MS = 30_000;

/**
 * The signed-in session of this browser tab (sessionStorage: it ends with the tab), readable by
 * React (subscribe/current) and by the Apollo links (freshToken).
 */
export class SessionStore {
  readonly oidc: OidcClient;
  private session: StoredSession | null;
  private readonly listeners = new Set<() => void>();
  private refreshing?: Promise<StoredSession | null>;
  /** Why the last session ended without the person signing out (the welcome screen says it). */
  endedReason: string | null = null;

  constructor(config: RuntimeConfig) {
    this.oidc = new OidcClient(config);
    const saved = storedSession.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    this.session = saved.success ? saved.data : null;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  current = () => this.session;

  set(session: StoredSession | null) {
    this.session = session;
    if (session) this.endedReason = null;
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
    for (const listener of this.listeners) listener();
  }

  /** The realm token to call the graph with, refreshed first when it is about to expire; null signed out. */
  async freshToken(): Promise<string | null> {
    const session = this.session;
    if (!session) return null;
    if (session.expiresAt - Date.now() > MARGIN_MS) return session.realmToken;
    this.refreshing ??= this.oidc
      .refresh(session)
      .then(
        (renewed) => {
          this.set(renewed);
          return renewed;
        },
        () => {
          this.endedReason =
            'Your session has ended (a password change or a sign-out elsewhere). Please sign in again.';
          this.set(null);
          return null;
        },
      )
      .finally(() => (this.refreshing = undefined));
    return (await this.refreshing)?.realmToken ?? null;
  }

  /** Forgets the tokens here and ends the provider's session (RP-initiated logout). */
  async signOut() {
    const session = this.session;
    this.set(null);
    if (session) location.assign(await this.oidc.signOutUrl(session));
  }
}
