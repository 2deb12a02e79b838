// What the OpenID Connect provider's end-to-end tests speak HTTP with: a browser that keeps its
// cookies and follows no redirect by itself, PKCE pairs, and form posts answered in JSON.
import { createHash, randomBytes } from 'node:crypto';

export const FORM = 'application/x-www-form-urlencoded';

/** One browser: its cookies, sent back on every request; redirects are the caller's to follow. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

/** A PKCE verifier and its S256 challenge. */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A form POST whose answer is JSON (the token, revocation and introspection endpoints). */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': FORM, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** HTTP Basic client authentication. */
export const basicAuth = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
});

export const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

/** Where a test reaches a provider whose issuer names another host (localhost) than it listens on. */
export interface ProviderAddress {
  /** The issuer the provider names in its URLs, e.g. http://localhost:41234 */
  issuer: string;
  /** Where the test reaches it, e.g. http://127.0.0.1:41234 */
  base: string;
}

/** A provider address (relative, or absolute on the issuer) as the test reaches it. */
export const reach = ({ issuer, base }: ProviderAddress, location: string) =>
  new URL(location.replace(issuer, base), base).href;

/**
 * A person at the browser: opens an authorization URL, signs in on the provider's form and follows
 * the redirects up to the client's redirect URI, whose full URL (code, state, iss) is returned.
 */
export async function signInAt(
  provider: ProviderAddress,
  authorizationUrl: string,
  user: { email: string; password: string },
  redirectUri: string,
  browser = new Browser(),
): Promise<URL> {
  let response = await browser.fetch(reach(provider, authorizationUrl));
  if (response.status !== 303) throw new Error(`authorization: ${response.status} ${await response.text()}`);
  const page = await browser.fetch(reach(provider, response.headers.get('location')!));
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
  if (!action) throw new Error(`no sign-in form (${page.status})`);
  response = await browser.fetch(reach(provider, action), {
    method: 'POST',
    headers: { 'content-type': FORM },
    body: new URLSearchParams({ email: user.email, password: user.password }).toString(),
  });
  for (let hops = 0; hops < 5 && !response.headers.get('location')?.startsWith(redirectUri); hops++) {
    if (![302, 303].includes(response.status)) throw new Error(`sign-in: ${response.status}`);
    response = await browser.fetch(reach(provider, response.headers.get('location')!));
  }
  const location = response.headers.get('location');
  if (!location?.startsWith(redirectUri)) throw new Error(`never reached ${redirectUri}: ${location}`);
  return new URL(location);
}

export interface PlatformSignIn {
  browser: Browser;
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/** Authorization code + PKCE for a public client, as a web app runs it: the token endpoint's answer. */
export async function signInWithPkce(
  provider: ProviderAddress,
  user: { email: string; password: string },
  client = { clientId: 'platform-web', redirectUri: `${provider.issuer}/app/callback` },
  scope = 'openid profile email',
): Promise<PlatformSignIn> {
  const browser = new Browser();
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  });
  const callback = await signInAt(
    provider,
    `${provider.base}/oidc/auth?${query}`,
    user,
    client.redirectUri,
    browser,
  );
  if (callback.searchParams.get('state') !== state) throw new Error('state came back changed');
  const tokens = await postForm(`${provider.base}/oidc/token`, {
    grant_type: 'authorization_code',
    client_id: client.clientId,
    code: callback.searchParams.get('code')!,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  });
  if (tokens.status !== 200)
    throw new Error(`code exchange: ${tokens.status} ${JSON.stringify(tokens.body)}`);
  return { browser, ...tokens.body };
}

/** RFC 8693: the platform access token exchanged for one realm's token (the whole answer). */
export const exchangeForRealm = (
  provider: ProviderAddress,
  accessToken: string,
  realm: string,
  clientId = 'platform-web',
) =>
  postForm(`${provider.base}/oidc/token`, {
    grant_type: TOKEN_EXCHANGE,
    client_id: clientId,
    subject_token: accessToken,
    subject_token_type: ACCESS_TOKEN_TYPE,
    audience: `urn:platform:realm:${realm}`,
  });

/** RP-initiated logout, confirmed in the browser that signed in; the confirmation's status. */
export async function signOutAt(
  provider: ProviderAddress,
  session: { browser: Browser; id_token: string },
  postLogoutRedirectUri = `${provider.issuer}/app/`,
): Promise<number> {
  const query = new URLSearchParams({
    id_token_hint: session.id_token,
    post_logout_redirect_uri: postLogoutRedirectUri,
  });
  const page = await session.browser.fetch(`${provider.base}/oidc/session/end?${query}`);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!xsrf) throw new Error(`no logout form (${page.status})`);
  const confirmed = await session.browser.fetch(`${provider.base}/oidc/session/end/confirm`, {
    method: 'POST',
    headers: { 'content-type': FORM },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  return confirmed.status;
}
