import * as z from 'zod/mini';
import type { SessionStore } from '../auth/session-store.js';
import type { RuntimeConfig } from '../runtime-config.js';

// The session holds the tabs realm's token; the resume, cards and game subgraphs take their own realm's
// token. This exchanges the session's platform token once per realm (RFC 8693, the same exchange
// the sign-in makes for tabs) and keeps the answer until shortly before it expires.

export type Realm = 'resume' | 'cards' | 'game';

const discovery = z.object({ token_endpoint: z.url() });
const answer = z.object({ access_token: z.string(), expires_in: z.optional(z.number()) });
const refusal = z.object({ error: z.string(), error_description: z.optional(z.string()) });
const MARGIN_MS = 30_000;

export class RealmTokens {
  private held?: { platformToken: string; token: string; expiresAt: number };
  private pending?: Promise<string | null>;
  private endpoint?: Promise<string>;

  constructor(
    private readonly config: RuntimeConfig,
    private readonly sessions: SessionStore,
    private readonly realm: Realm,
  ) {}

  /** This realm's token for the signed-in person; null when signed out. */
  async token(): Promise<string | null> {
    // Refreshes the session first when its tokens are about to expire: the platform token with it.
    if (!(await this.sessions.freshToken())) return null;
    const session = this.sessions.current();
    if (!session) return null;
    const held = this.held;
    if (held && held.platformToken === session.platformToken && held.expiresAt - Date.now() > MARGIN_MS)
      return held.token;
    this.pending ??= this.exchange(session.platformToken).finally(() => (this.pending = undefined));
    return this.pending;
  }

  private tokenEndpoint(): Promise<string> {
    this.endpoint ??= fetch(`${this.config.issuer}/.well-known/openid-configuration`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`The sign-in service did not answer (${response.status}).`);
        return discovery.parse(await response.json()).token_endpoint;
      })
      .catch((error: unknown) => {
        this.endpoint = undefined;
        throw error;
      });
    return this.endpoint;
  }

  private async exchange(platformToken: string): Promise<string> {
    const response = await fetch(await this.tokenEndpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        client_id: this.config.clientId,
        subject_token: platformToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        audience: `urn:platform:realm:${this.realm}`,
      }).toString(),
    });
    const body: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const refused = refusal.safeParse(body);
      throw new Error(
        refused.success
          ? (refused.data.error_description ?? refused.data.error)
          : `The sign-in service answered ${response.status}.`,
      );
    }
    const { access_token, expires_in } = answer.parse(body);
    this.held = { platformToken, token: access_token, expiresAt: Date.now() + (expires_in ?? 300) * 1000 };
    return access_token;
  }
}
