import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { bootAccounts, type Harness } from '../../test/harness.js';
import { EndedSessions } from '../services/ended-sessions.js';
import { OidcAdapter } from './adapter.js';

describe('the provider adapter over accounts.oidc_model', () => {
  let h: Harness;
  let ended: EndedSessions;
  const query = (text: string, params?: unknown[]) => h.platform.db.pool.query(text, params);
  beforeAll(async () => {
    h = await bootAccounts();
    ended = new EndedSessions(query, h.platform.bus);
  });
  afterAll(() => h?.close());

  it('stores, finds by id, uid and user code, consumes, and hides what has expired', async () => {
    const codes = new OidcAdapter('AuthorizationCode', query, ended);
    await codes.upsert('code-1', { grantId: 'g1', uid: 'u1', userCode: 'ABCD', accountId: 'acc' }, 60);
    expect(await codes.find('code-1')).toMatchObject({ grantId: 'g1', accountId: 'acc' });
    expect(await codes.findByUid('u1')).toMatchObject({ grantId: 'g1' });
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ grantId: 'g1' });
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
    // Another model's record with the same id is another record.
    expect(await new OidcAdapter('AccessToken', query, ended).find('code-1')).toBeUndefined();
    await query(
      `update accounts.oidc_model set expires_at = now() - interval '1 second' where id = 'code-1'`,
    );
    expect(await codes.find('code-1')).toBeUndefined();
  });

  it('revokes by grant, and records the sign-in ended when its grant is destroyed', async () => {
    const tokens = new OidcAdapter('AccessToken', query, ended);
    const grants = new OidcAdapter('Grant', query, ended);
    await grants.upsert('g2', { accountId: '5d1c4c8e-0000-4000-8000-00000000000a' }, 600);
    await tokens.upsert('at-g2', { grantId: 'g2', accountId: '5d1c4c8e-0000-4000-8000-00000000000a' }, 600);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('at-g2')).toBeUndefined();
    expect(await ended.isEnded('g2')).toBe(false);
    await grants.destroy('g2');
    expect(await grants.find('g2')).toBeUndefined();
    expect(await ended.isEnded('g2')).toBe(true);
  });
});
