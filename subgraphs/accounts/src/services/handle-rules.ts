import { BadInput } from '@platform/errors';

/**
 * A handle is 3 to 30 of a-z, 0-9 and `_`, stored lower-case so uniqueness ignores case. Names that
 * could pass for the platform itself or its pages are refused (docs/identity/accounts.md).
 */
export const HANDLE_PATTERN = /^[a-z0-9_]{3,30}$/;

export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'security',
  'staff',
  'moderator',
  'official',
  'platform',
  'account',
  'accounts',
  'api',
  'www',
  'mail',
  'email',
  'me',
  'settings',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'oauth',
  'oidc',
  'auth',
  'null',
  'undefined',
  'anonymous',
  'everyone',
  'nobody',
]);

/** Trimmed and lower-cased; throws BadInput naming the rule when it is broken. */
export function normalizeHandle(raw: string): string {
  const handle = raw.trim().toLowerCase();
  if (!HANDLE_PATTERN.test(handle))
    throw new BadInput('Handle must be 3 to 30 characters: letters a-z, digits or "_"', { field: 'handle' });
  if (RESERVED_HANDLES.has(handle)) throw new BadInput('This handle is reserved', { field: 'handle' });
  return handle;
}

/** Trimmed; empty means none. At most 80 characters, no control characters. */
export function normalizeDisplayName(raw: string | null | undefined): string | null {
  const name = raw?.trim();
  if (!name) return null;
  if ([...name].length > 80)
    throw new BadInput('Display name must be at most 80 characters', { field: 'displayName' });
  if (/[\u0000-\u001f\u007f]/.test(name))
    throw new BadInput('Display name must not hold control characters', { field: 'displayName' });
  return name;
}

/**
 * The handle a new account starts with: the e-mail's local part reduced to the handle alphabet
 * (dots, dashes and plus signs become `_`), at most 24 characters so digits still fit, and
 * "user" when too little is left or the result is reserved.
 */
export function defaultHandleBase(email: string): string {
  const local = email.split('@')[0].toLowerCase();
  const base = local
    .replace(/[.+-]/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 24);
  if (base.length < 3 || RESERVED_HANDLES.has(base))
    return base.length ? `user_${base}`.slice(0, 24) : 'user';
  return base;
}

/**
 * Candidates to try in order: the base itself, then the base with random digits, more digits each
 * round, so a popular local part still finds a free handle in a few look-ups.
 */
export function handleCandidates(base: string, random: () => number = Math.random): string[] {
  const candidates = RESERVED_HANDLES.has(base) || base.length < 3 ? [] : [base];
  for (const digits of [2, 3, 4, 4, 6, 6]) {
    const suffix = String(Math.floor(random() * 10 ** digits)).padStart(digits, '0');
    candidates.push(`${base}${suffix}`);
  }
  return candidates;
}
