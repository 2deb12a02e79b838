import argon2 from 'argon2';
import type { Database } from '@platform/db';
import { Unauthenticated } from '@platform/errors';
import type { LoginThrottle } from '../services/login-throttle.js';

type Query = Database['pool']['query'];

/** What the provider and token exchange read of an account. */
export interface PlatformAccount {
  /** The tab API's integer user id (its tokens' `sub`). */
  id: number;
  /** The stable account id: the platform's `sub`, and the resume, cards and game tokens' `sub`. */
  uuid: string;
  username: string;
  email: string;
  planTier: string;
  /** accounts.users.admin: granted by ADMIN_EMAILS or `npm run admin`, never at sign-up. */
  admin: boolean;
}

/**
 * The claims the provider may release about an account; which of them a client gets is decided by the
 * scopes it was granted (OIDC_SCOPE_CLAIMS). `roles` lists the account's roles (`["admin"]` or `[]`), so
 * an API that acts on a platform ID token or userinfo can check it without a look-up.
 */
export function accountClaims(account: PlatformAccount): Record<string, unknown> {
  return {
    sub: account.uuid,
    preferred_username: account.username,
    email: account.email,
    roles: account.admin ? ['admin'] : [],
  };
}

/** The claims each scope releases; `roles` rides with `profile`, and alone with the `roles` scope. */
export const OIDC_SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['preferred_username', 'roles'],
  email: ['email'],
  roles: ['roles'],
};

const COLUMNS = 'id, uuid::text as uuid, username, email, plan_tier, admin';
const INVALID_LOGIN = 'Invalid email or password';

function accountOf(row: Record<string, unknown> | undefined): PlatformAccount | undefined {
  if (!row) return undefined;
  return {
    id: Number(row.id),
    uuid: String(row.uuid),
    username: String(row.username),
    email: String(row.email),
    planTier: String(row.plan_tier),
    admin: row.admin === true,
  };
}

/**
 * The accounts the provider signs in, read from accounts.users. The password check is the accounts
 * login's own: the same throttle (per account and per address, before any hash is verified), the
 * same argon2 verification, a decoy hash for an unknown address so both failures take as long.
 */
export class OidcAccounts {
  private decoyHash?: Promise<string>;

  constructor(
    private readonly query: Query,
    private readonly throttle: LoginThrottle,
  ) {}

  async byUuid(uuid: string): Promise<PlatformAccount | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
    const { rows } = await this.query(`select ${COLUMNS} from accounts.users where uuid::text = $1`, [
      uuid.toLowerCase(),
    ]);
    return accountOf(rows[0]);
  }

  /** The account whose password this is; Unauthenticated otherwise, RateLimited when throttled. */
  async signIn(rawEmail: string, password: string, address: string | undefined): Promise<PlatformAccount> {
    const email = rawEmail.trim().toLowerCase();
    const attempt = await this.throttle.begin(email, address);
    const { rows } = await this.query(
      `select ${COLUMNS}, password_hash from accounts.users where email = $1`,
      [email],
    );
    const row = rows[0] as Record<string, unknown> | undefined;
    const hash = typeof row?.password_hash === 'string' ? row.password_hash : await this.decoy();
    const valid = await argon2.verify(hash, password).catch(() => false);
    if (!row || !valid) throw new Unauthenticated(INVALID_LOGIN);
    await attempt.succeeded();
    await this.throttle.sweep();
    return accountOf(row)!;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= argon2.hash('decoy-password-for-unknown-emails');
    return this.decoyHash;
  }
}
