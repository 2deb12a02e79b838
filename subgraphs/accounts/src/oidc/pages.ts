import type { KoaContextWithOIDC } from 'oidc-provider';

/** Text as HTML: every page below puts request-derived text (client ids, e-mail) through it. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.4rem 0}input{padding:.4rem}button{padding:.5rem}.error{color:#b00020}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export function signInPage(
  uid: string,
  clientId: string,
  options: { email?: string; error?: string } = {},
): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    'Sign in',
    `<p>to continue to <strong>${escapeHtml(clientId)}</strong></p>${error}
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login" autocomplete="on">
<label>E-mail <input type="email" name="email" required autofocus value="${escapeHtml(options.email ?? '')}"></label>
<label>Password <input type="password" name="password" required></label>
<button type="submit">Sign in</button></form>
<p><a href="/oidc/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>`,
  );
}

export function consentPage(uid: string, clientId: string, scopes: string[]): string {
  const items = scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  return page(
    'Allow access',
    `<p><strong>${escapeHtml(clientId)}</strong> asks for:</p><ul>${items}</ul>
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/confirm"><button type="submit">Allow</button></form>
<p><a href="/oidc/interaction/${escapeHtml(uid)}/abort">Deny</a></p>`,
  );
}

/** RP-initiated logout's confirmation: `form` is the provider's own (with its xsrf field). */
export async function logoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign out',
    `${form}<p>Sign out of every product of the platform?</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button>`,
  );
}

export async function signedOutPage(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('Signed out', '<p>You are signed out.</p>');
}
