import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { asUser, bootAccounts, errorOf, internal, type Harness } from './harness.js';

const REGISTER =
  'mutation($u:String!,$e:String!,$p:String!){ register(username:$u,email:$e,password:$p){ message userId } }';
const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token expiresAt } }';
const SESSION =
  'query($u:Int!,$t:ID!){ _session(userId:$u,tokenId:$t){ active userId plan devices deviceBlocked } }';

describe('accounts: registration, login and logout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await bootAccounts();
  });
  afterAll(async () => h?.close());

  it('registers a user and logs in with a token that expires after JWT_EXPIRES_IN', async () => {
    const registered = await h.run(REGISTER, { u: '  alice  ', e: 'Alice@Example.COM', p: 'secret-pass' });
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.register).toEqual({
      message: 'User registered successfully',
      userId: expect.any(Number),
    });
    const login = await h.run(LOGIN, { e: 'alice@example.com', p: 'secret-pass' });
    const { token, expiresAt } = login.data!.login as { token: string; expiresAt: string };
    expect(token.split('.')).toHaveLength(3);
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 3600_000))).toBeLessThan(10_000);
    const me = await h.run(
      '{ me { username email } }',
      {},
      asUser((registered.data!.register as { userId: number }).userId),
    );
    expect(me.data!.me).toEqual({ username: 'alice', email: 'alice@example.com' });
  });

  it('answers 409 for an existing username or e-mail (e-mail compared case-insensitively)', async () => {
    await h.signUp('bob');
    const sameName = await h.run(REGISTER, { u: 'bob', e: 'other@example.com', p: 'secret-pass' });
    expect(errorOf(sameName)).toMatchObject({ code: 'CONFLICT', message: 'Username already exists' });
    const sameEmail = await h.run(REGISTER, { u: 'bobby', e: 'BOB@example.com', p: 'secret-pass' });
    expect(errorOf(sameEmail)).toMatchObject({ code: 'CONFLICT', message: 'Email already exists' });
  });

  it.each([
    ['a short username', { u: 'ab', e: 'x1@example.com', p: 'secret-pass' }, /Username/],
    ['a username with spaces', { u: 'bad name', e: 'x2@example.com', p: 'secret-pass' }, /Username/],
    [
      'a username over 50 characters',
      { u: 'u'.repeat(51), e: 'x3@example.com', p: 'secret-pass' },
      /Username/,
    ],
    ['an invalid e-mail', { u: 'validname', e: 'not-an-email', p: 'secret-pass' }, /Email/],
    ['a short password', { u: 'validname', e: 'x4@example.com', p: '12345' }, /Password/],
    [
      'a password over 128 characters',
      { u: 'validname', e: 'x5@example.com', p: 'p'.repeat(129) },
      /Password/,
    ],
  ])('rejects %s with BAD_USER_INPUT and stores nothing', async (_case, variables, message) => {
    const result = await h.run(REGISTER, variables);
    expect(errorOf(result)?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(result)?.message).toMatch(message);
    const login = await h.run(LOGIN, { e: variables.e, p: variables.p });
    expect(errorOf(login)?.code).toBe('UNAUTHENTICATED');
  });

  it('kept nothing from the rejected registrations', async () => {
    const result = await h.run(REGISTER, { u: 'validname', e: 'x4@example.com', p: 'secret-pass' });
    expect(result.errors).toBeUndefined();
  });

  it('lets only one of two simultaneous registrations of a username through', async () => {
    const results = await Promise.all([
      h.run(REGISTER, { u: 'racer', e: 'racer1@example.com', p: 'secret-pass' }),
      h.run(REGISTER, { u: 'racer', e: 'racer2@example.com', p: 'secret-pass' }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.map((r) => errorOf(r)?.code).filter(Boolean)).toEqual(['CONFLICT']);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    await h.signUp('carol');
    const wrongPassword = await h.run(LOGIN, { e: 'carol@example.com', p: 'wrong-pass' });
    const unknownEmail = await h.run(LOGIN, { e: 'nobody@example.com', p: 'secret-pass' });
    expect(errorOf(wrongPassword)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Invalid email or password',
    });
    expect(errorOf(unknownEmail)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Invalid email or password',
    });
  });

  it('revokes exactly the presented token on logout and tells gateways', async () => {
    const first = await h.signUp('dave');
    const second = await h.run(LOGIN, { e: 'dave@example.com', p: 'secret-pass' });
    expect(second.errors).toBeUndefined();
    const changes = h.record<{ userId: number }>('accounts.sessionChanged');
    const before = await h.run(SESSION, { u: first.userId, t: first.tokenId }, internal());
    expect(before.data!._session).toMatchObject({ active: true, userId: first.userId, plan: 'FREE' });

    const logout = await h.run('mutation { logout { message } }', {}, first.context);
    expect(logout.data!.logout).toEqual({ message: 'Logged out successfully' });
    expect(changes).toEqual([{ userId: first.userId }]);
    const after = await h.run(SESSION, { u: first.userId, t: first.tokenId }, internal());
    expect(after.data!._session).toMatchObject({ active: false });
    const other = await h.run(SESSION, { u: first.userId, t: 'another-token-id' }, internal());
    expect(other.data!._session).toMatchObject({ active: true });
    // Logging out twice with the same token is harmless.
    expect((await h.run('mutation { logout { message } }', {}, first.context)).errors).toBeUndefined();
  });

  it('requires a caller for logout and me', async () => {
    expect(errorOf(await h.run('mutation { logout { message } }'))?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await h.run('{ me { id } }'))?.code).toBe('UNAUTHENTICATED');
  });
});
