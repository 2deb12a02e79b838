import { describe, it, expect } from '@jest/globals';
import type { Database } from '@platform/db';
import type { LoginThrottle } from '../services/login-throttle.js';
import { accountClaims, OIDC_SCOPE_CLAIMS, OidcAccounts } from './accounts.js';

const UUID = '0b7d3c2e-6f5a-4c1b-9d8e-7a6b5c4d3e2f';
const row = (admin: unknown) => ({
  id: 7,
  uuid: UUID,
  username: 'ada',
  email: 'ada@example.com',
  plan_tier: 'free',
  admin,
});

/** The accounts reader over a query answering one row, recording the SQL it was sent. */
function accountsOver(answer: Record<string, unknown> | undefined) {
  const sent: string[] = [];
  const query = (async (sql: string) => {
    sent.push(sql);
    return { rows: answer ? [answer] : [] };
  }) as unknown as Database['pool']['query'];
  return { accounts: new OidcAccounts(query, {} as LoginThrottle), sent };
}

describe('the claims the provider releases about an account', () => {
  it('reads the admin column and names the role in `roles`', async () => {
    const { accounts, sent } = accountsOver(row(true));
    const admin = await accounts.byUuid(UUID);
    expect(sent[0]).toMatch(/\badmin\b/);
    expect(accountClaims(admin!)).toEqual({
      sub: UUID,
      preferred_username: 'ada',
      email: 'ada@example.com',
      roles: ['admin'],
    });
  });

  it.each([false, null, 'true'])('gives no role when the column reads %p', async (value) => {
    const { accounts } = accountsOver(row(value));
    expect(accountClaims((await accounts.byUuid(UUID))!).roles).toEqual([]);
  });

  it('releases roles under the profile scope and the roles scope, never under openid or email', () => {
    const holding = Object.entries(OIDC_SCOPE_CLAIMS)
      .filter(([, claims]) => claims.includes('roles'))
      .map(([scope]) => scope);
    expect(holding.sort()).toEqual(['profile', 'roles']);
  });
});
