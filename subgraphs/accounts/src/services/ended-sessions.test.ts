import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { bootAccounts, type Harness } from '../../test/harness.js';
import { SESSION_ENDED_TOPIC } from '@platform/auth';
import { EndedSessions, type SessionEnded } from './ended-sessions.js';

describe('ended sign-in sessions', () => {
  let h: Harness;
  let sessions: EndedSessions;
  const query = (text: string, params?: unknown[]) => h.platform.db.pool.query(text, params);
  beforeAll(async () => {
    h = await bootAccounts();
    sessions = new EndedSessions(query, h.platform.bus);
  });
  afterAll(() => h?.close());

  it('records an ended session once, announces it, and answers from then on', async () => {
    const heard = h.record<SessionEnded>(SESSION_ENDED_TOPIC);
    expect(await sessions.isEnded('grant-a')).toBe(false);
    await sessions.end(['grant-a', 'grant-a'], '5d1c4c8e-0000-4000-8000-000000000001');
    await sessions.end(['grant-a'], '5d1c4c8e-0000-4000-8000-000000000001');
    expect(await sessions.isSessionEnded('grant-a')).toBe(true);
    const { rows } = await query('select sid, account_uuid from accounts.ended_session where sid = $1', [
      'grant-a',
    ]);
    expect(rows).toEqual([{ sid: 'grant-a', account_uuid: '5d1c4c8e-0000-4000-8000-000000000001' }]);
    expect(heard.map((event) => event.sid)).toEqual(['grant-a', 'grant-a']);
  });

  it('learns an ending another process recorded from the bus, before its short memory of "live" runs out', async () => {
    const other = new EndedSessions(query, h.platform.bus);
    expect(await other.isEnded('grant-b')).toBe(false);
    await sessions.end(['grant-b'], '5d1c4c8e-0000-4000-8000-000000000002');
    expect(await other.isEnded('grant-b')).toBe(true);
  });

  it('ends every sign-in of an account: its provider records go and each grant is recorded ended', async () => {
    const account = '5d1c4c8e-0000-4000-8000-000000000003';
    const insert = (model: string, id: string, grantId: string | null) =>
      query(`insert into accounts.oidc_model (model, id, payload, grant_id) values ($1, $2, $3::jsonb, $4)`, [
        model,
        id,
        JSON.stringify({ accountId: account, grantId }),
        grantId,
      ]);
    await insert('Grant', 'grant-c1', null);
    await insert('AccessToken', 'at-1', 'grant-c1');
    await insert('RefreshToken', 'rt-2', 'grant-c2');
    await insert('Session', 'session-1', null);
    const ended = await sessions.endAllOf(account);
    expect(ended.sort()).toEqual(['grant-c1', 'grant-c2']);
    expect(await sessions.isEnded('grant-c2')).toBe(true);
    const { rows } = await query(`select id from accounts.oidc_model where payload->>'accountId' = $1`, [
      account,
    ]);
    expect(rows).toEqual([]);
  });
});
