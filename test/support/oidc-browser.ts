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
