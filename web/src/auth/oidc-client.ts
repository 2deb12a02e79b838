// zod's mini build: the same checks, a fraction of the first screen's JavaScript.
import * as z from 'zod/mini';
import type { RuntimeConfig } from '../runtime-config.js';
import { pkcePair, randomToken } from './pkce.js';

// Authorization code + PKCE as the public client platform-web, then RFC 8693 token exchange for the
// tabs realm's token (the library and the account live there): docs/identity/oidc.md.

const discovery = z.object({
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  end_session_endpoint: z.url(),
});
type Discovery = z.infer<typeof discovery>;

const tokenAnswer = z.object({
  access_token: z.string(),
  expires_in: z.optional(z.number()),
  refresh_token: z.optional(z.string()),
  id_token: z.optional(z.string()),
});

const oauthError = z.object({ error: z.string(), error_description: z.optional(z.string()) });

/** The tokens a signed-in tab holds: the platform's, and the tabs realm's the graph is called with. */
export const storedSession = z.object({
  idToken: z.string(),
  platformToken: z.string(),
  refreshToken: z.optional(z.string()),
  realmToken: z.string(),
  /** Epoch ms when the realm token stops being accepted. */
  expiresAt: z.number(),
});
export type StoredSession = z.infer<typeof storedSession>;

const PENDING = 'platform-web.pending-sign-in';
const pending = z.object({ state: z.string(), verifier: z.string(), returnTo: z.string() });

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';

export class OidcClient {
  private discovered?: Promise<Discovery>;
  constructor(private readonly config: RuntimeConfig) {}

  get redirectUri() {
    return `${location.origin}${import.meta.env.BASE_URL}callback`;
  }

  private endpoints(): Promise<Discovery> {
    this.discovered ??= fetch(`${this.config.issuer}/.well-known/openid-configuration`)
      .then((response) => {
        if (!response.ok) throw new Error(`The sign-in service did not answer (${response.status}).`);
        return response.json();
      })
      .then((body) => discovery.parse(body))
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  /** Sends the browser to the provider's sign-in page; it comes back to /app/callback. */
  async beginSignIn(returnTo = '/library'): Promise<void> {
    const { authorization_endpoint } = await this.endpoints();
    const { verifier, challenge } = await pkcePair();
    const state = randomToken(16);
    sessionStorage.setItem(PENDING, JSON.stringify({ state, verifier, returnTo }));
    const query = new URLSearchParams({
      client_id: this.config.clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
    });
    location.assign(`${authorization_endpoint}?${query}`);
  }

  /** Redeems the callback's code: the session, and where the person was going. */
  async completeSignIn(callback: URL): Promise<{ session: StoredSession; returnTo: string }> {
    const saved = pending.safeParse(JSON.parse(sessionStorage.getItem(PENDING) ?? 'null'));
    sessionStorage.removeItem(PENDING);
    const refused = callback.searchParams.get('error');
    if (refused) throw new Error(callback.searchParams.get('error_description') ?? refused);
    if (!saved.success || callback.searchParams.get('state') !== saved.data.state)
      throw new Error('This sign-in was not started here, or it was already used. Please sign in again.');
    const code = callback.searchParams.get('code');
    if (!code) throw new Error('The sign-in came back without a code.');
    const tokens = await this.tokenRequest({
      grant_type: 'authorization_code',
      client_id: this.config.clientId,
      code,
      redirect_uri: this.redirectUri,
      code_verifier: saved.data.verifier,
    });
    if (!tokens.id_token) throw new Error('The sign-in came back without an ID token.');
    return {
      session: await this.withRealmToken(tokens.access_token, tokens.id_token, tokens.refresh_token),
      returnTo: saved.data.returnTo,
    };
  }

  /** A new realm token from the refresh token, before the old one expires. */
  async refresh(session: StoredSession): Promise<StoredSession> {
    if (!session.refreshToken) throw new Error('Your session has ended. Please sign in again.');
    const tokens = await this.tokenRequest({
      grant_type: 'refresh_token',
      client_id: this.config.clientId,
      refresh_token: session.refreshToken,
    });
    return this.withRealmToken(
      tokens.access_token,
      tokens.id_token ?? session.idToken,
      tokens.refresh_token ?? session.refreshToken,
    );
  }

  /** RP-initiated logout: the provider ends its session and sends the browser back to the app. */
  async signOutUrl(session: StoredSession): Promise<string> {
    const { end_session_endpoint } = await this.endpoints();
    const query = new URLSearchParams({
      id_token_hint: session.idToken,
      post_logout_redirect_uri: `${location.origin}${import.meta.env.BASE_URL}`,
    });
    return `${end_session_endpoint}?${query}`;
  }

  private async withRealmToken(platformToken: string, idToken: string, refreshToken?: string) {
    const realm = await this.tokenRequest({
      grant_type: EXCHANGE,
      client_id: this.config.clientId,
      subject_token: platformToken,
      subject_token_type: ACCESS_TOKEN,
      audience: 'urn:platform:realm:tabs',
    });
    return storedSession.parse({
      idToken,
      platformToken,
      refreshToken,
      realmToken: realm.access_token,
      expiresAt: Date.now() + (realm.expires_in ?? 300) * 1000,
    });
  }

  private async tokenRequest(fields: Record<string, string>) {
    const { token_endpoint } = await this.endpoints();
    const response = await fetch(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const body: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const parsed = oauthError.safeParse(body);
      throw new Error(
        parsed.success
          ? (parsed.data.error_description ?? parsed.data.error)
          : `The sign-in service answered ${response.status}.`,
      );
    }
    return tokenAnswer.parse(body);
  }
}
