import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { USER_DELETED_TOPIC } from '@platform/subgraph-kit';
import { bootAccounts, errorOf, internal, type Harness } from './harness.js';
import { tabsIdentity } from '@platform/auth';

const ME =
  '{ me { id username email planTier subscriptionStatus subscriptionProvider subscriptionCurrentPeriodEnd createdAt devices { deviceId } } }';
const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token } }';
const CHANGE_PASSWORD =
  'mutation($c:String!,$n:String!){ changePassword(currentPassword:$c,newPassword:$n){ message } }';
const ENTITIES = 'query($r:[_Any!]!){ _entities(representations:$r){ ... on User { id username } } }';

describe('accounts: profile, password and account deletion', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await bootAccounts();
  });
  afterAll(async () => h?.close());

  it('shows a new account as Free with an inactive subscription and no devices', async () => {
    const account = await h.signUp('kate');
    const me = await h.run(ME, {}, account.context);
    expect(me.data!.me).toEqual({
      id: account.userId,
      username: 'kate',
      email: 'kate@example.com',
      planTier: 'FREE',
      subscriptionStatus: 'inactive',
      subscriptionProvider: null,
      subscriptionCurrentPeriodEnd: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      devices: [],
    });
  });

  it('changes the username, refusing a taken or invalid one', async () => {
    const account = await h.signUp('leo');
    await h.signUp('mia');
    const update = (username: string) =>
      h.run(
        'mutation($u:String!){ updateProfile(username:$u){ message username } }',
        { u: username },
        account.context,
      );
    expect((await update(' leo.new ')).data!.updateProfile).toEqual({
      message: 'Profile updated successfully',
      username: 'leo.new',
    });
    expect(errorOf(await update('mia'))).toMatchObject({
      code: 'CONFLICT',
      message: 'Username already exists',
    });
    expect(errorOf(await update('x'))?.code).toBe('BAD_USER_INPUT');
    expect((await h.run('{ me { username } }', {}, account.context)).data!.me).toEqual({
      username: 'leo.new',
    });
  });

  it('changes the e-mail (stored lower-case), refusing a taken or invalid one', async () => {
    const account = await h.signUp('nina');
    await h.signUp('oscar');
    const update = (email: string) =>
      h.run('mutation($e:String!){ updateEmail(email:$e){ message email } }', { e: email }, account.context);
    expect((await update('Nina.New@Example.com')).data!.updateEmail).toEqual({
      message: 'Email updated successfully',
      email: 'nina.new@example.com',
    });
    expect(errorOf(await update('OSCAR@example.com'))).toMatchObject({
      code: 'CONFLICT',
      message: 'Email already exists',
    });
    expect(errorOf(await update('nope'))?.code).toBe('BAD_USER_INPUT');
    expect((await h.run(LOGIN, { e: 'nina.new@example.com', p: 'secret-pass' })).errors).toBeUndefined();
  });

  it('changes the password only with the current one, and tells gateways', async () => {
    const account = await h.signUp('paul');
    const changes = h.record<{ userId: number }>('accounts.sessionChanged');
    const wrong = await h.run(CHANGE_PASSWORD, { c: 'not-it', n: 'new-secret' }, account.context);
    expect(errorOf(wrong)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Current password is incorrect',
    });
    const short = await h.run(CHANGE_PASSWORD, { c: 'secret-pass', n: '123' }, account.context);
    expect(errorOf(short)?.code).toBe('BAD_USER_INPUT');
    expect(changes).toEqual([]);

    const ok = await h.run(CHANGE_PASSWORD, { c: 'secret-pass', n: 'new-secret' }, account.context);
    expect(ok.data!.changePassword).toEqual({ message: 'Password updated successfully' });
    expect(changes).toEqual([{ userId: account.userId }]);
    expect(errorOf(await h.run(LOGIN, { e: 'paul@example.com', p: 'secret-pass' }))?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await h.run(LOGIN, { e: 'paul@example.com', p: 'new-secret' })).errors).toBeUndefined();
  });

  it('revokes every other login token of the user at a password change, keeping the one that made it', async () => {
    const account = await h.signUp('petra');
    const second = await h.signUp('petra-other');
    const otherLogin = (await h.run(LOGIN, { e: 'petra@example.com', p: 'secret-pass' })).data!.login as {
      token: string;
    };
    const otherTokenId = JSON.parse(Buffer.from(otherLogin.token.split('.')[1], 'base64url').toString())
      .jti as string;
    const active = async (userId: number, tokenId: string) =>
      (
        (
          await h.run(
            'query($u:Int!,$t:ID!){ _session(userId:$u,tokenId:$t){ active } }',
            { u: userId, t: tokenId },
            internal(),
          )
        ).data!._session as { active: boolean }
      ).active;
    expect(await active(account.userId, otherTokenId)).toBe(true);
    const changed = await h.run(CHANGE_PASSWORD, { c: 'secret-pass', n: 'new-secret' }, account.context);
    expect(changed.errors).toBeUndefined();
    expect(await active(account.userId, otherTokenId)).toBe(false);
    expect(await active(account.userId, account.tokenId)).toBe(true);
    // Another user's sessions are untouched.
    expect(await active(second.userId, second.tokenId)).toBe(true);
  });

  it('resolves a User reference for its owner only', async () => {
    const owner = await h.signUp('quinn');
    const other = await h.signUp('rita');
    const representations = [{ __typename: 'User', id: owner.userId }];
    expect((await h.run(ENTITIES, { r: representations }, owner.context)).data!._entities).toEqual([
      { id: owner.userId, username: 'quinn' },
    ]);
    expect((await h.run(ENTITIES, { r: representations }, other.context)).data!._entities).toEqual([null]);
    expect((await h.run(ENTITIES, { r: representations })).data!._entities).toEqual([null]);
  });

  it('deletes the account after announcing it to the other domains', async () => {
    const account = await h.signUp('sam');
    await h.run(
      'query($u:Int!,$t:ID!){ _session(userId:$u,tokenId:$t,deviceId:"sam-phone"){ devices } }',
      { u: account.userId, t: account.tokenId },
      internal(),
    );
    // A revoked token as well as the device, to see both deleted with the account.
    await h.run(
      'mutation { logout { message } }',
      {},
      {
        ...account.context,
        identity: tabsIdentity({
          userId: account.userId,
          tokenId: 'sams-other-token',
          plan: 'free',
          devices: 0,
          deviceBlocked: false,
        }),
      },
    );
    const stillThereWhenAnnounced: boolean[] = [];
    const unsubscribe = h.platform.bus.subscribe<{ userId: number }>(
      USER_DELETED_TOPIC,
      async ({ userId }) => {
        const me = await h.run('{ me { id } }', {}, account.context);
        stillThereWhenAnnounced.push(userId === account.userId && !me.errors);
      },
    );
    const changes = h.record<{ userId: number }>('accounts.sessionChanged');
    try {
      const result = await h.run('mutation { deleteAccount { message } }', {}, account.context);
      expect(result.data!.deleteAccount).toEqual({ message: 'Account deleted successfully' });
    } finally {
      unsubscribe();
    }
    expect(stillThereWhenAnnounced).toEqual([true]);
    expect(changes).toEqual([{ userId: account.userId }]);
    expect(errorOf(await h.run('{ me { id } }', {}, account.context))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    expect(errorOf(await h.run(LOGIN, { e: 'sam@example.com', p: 'secret-pass' }))?.code).toBe(
      'UNAUTHENTICATED',
    );
    const session = await h.run(
      'query($u:Int!,$t:ID!){ _session(userId:$u,tokenId:$t){ active devices } }',
      { u: account.userId, t: account.tokenId },
      internal(),
    );
    expect(session.data!._session).toEqual({ active: false, devices: 0 });
    for (const table of ['users', 'devices', 'revoked_tokens']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const { rows } = await h.platform.db.pool.query(
        `select count(*)::int as n from accounts.${table} where ${column} = $1`,
        [account.userId],
      );
      expect({ table, rows: rows[0].n }).toEqual({ table, rows: 0 });
    }
    // The name and address are free again.
    expect((await h.signUp('sam')).userId).not.toBe(account.userId);
  });
});
