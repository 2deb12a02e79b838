import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { SignJWT } from 'jose';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';

const JWT_SECRET = 'e2e-test-secret-that-is-long-enough-0123456789';

describe('auth and user endpoints', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ JWT_SECRET });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('registers with 201 {message, userId} and refuses a taken username or email with 409', async () => {
    const body = { username: 'alice_e2e', email: 'alice_e2e@example.com', password: 'secret-password' };
    const created = await request(platform.api, 'POST', '/api/auth/register', { body });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: expect.any(String), userId: expect.any(Number) });
    const sameName = await request(platform.api, 'POST', '/api/auth/register', {
      body: { ...body, email: 'other@example.com' },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toEqual(expect.any(String));
    const sameEmail = await request(platform.api, 'POST', '/api/auth/register', {
      body: { ...body, username: 'alice_other' },
    });
    expect(sameEmail.status).toBe(409);
  });

  it.each(['username', 'email', 'password'])('answers 400 when %s is missing', async (field) => {
    const body: Record<string, string> = {
      username: 'bob_e2e',
      email: 'bob_e2e@example.com',
      password: 'secret-password',
    };
    delete body[field];
    const response = await request(platform.api, 'POST', '/api/auth/register', { body });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('logs in with {token} and refuses a wrong password with 401', async () => {
    const user = await signUp(platform.api);
    expect(user.token.split('.')).toHaveLength(3);
    const wrong = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email: user.email, password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toEqual(expect.any(String));
  });

  it('answers 401 with an authorization-token-required message when the token is missing', async () => {
    const response = await request(platform.api, 'GET', '/api/tabs');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Authorization token required');
  });

  it('refuses forged and expired tokens with 401', async () => {
    const user = await signUp(platform.api);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.userId))
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    expect((await request(platform.api, 'GET', '/api/user/profile', { token: forged })).status).toBe(401);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.userId))
      .setJti('y')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const response = await request(platform.api, 'GET', '/api/user/profile', { token: expired });
    expect(response.status).toBe(401);
    expect(response.body.message).toMatch(/expired/i);
  });

  it('revokes the presented token on logout, leaving other tokens valid', async () => {
    const user = await signUp(platform.api);
    const second = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect((await request(platform.api, 'GET', '/api/user/profile', { token: user.token })).status).toBe(200);
    const logout = await request(platform.api, 'POST', '/api/auth/logout', { token: user.token });
    expect(logout.status).toBe(200);
    expect(logout.body.message).toEqual(expect.any(String));
    const after = await request(platform.api, 'GET', '/api/user/profile', { token: user.token });
    expect(after.status).toBe(401);
    expect(
      (await request(platform.api, 'GET', '/api/user/profile', { token: second.body.token })).status,
    ).toBe(200);
  });

  it('returns the profile without the password hash', async () => {
    const user = await signUp(platform.api);
    const profile = await request(platform.api, 'GET', '/api/user/profile', { token: user.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      id: user.userId,
      username: user.username,
      email: user.email,
      plan_tier: 'free',
      subscription_status: 'inactive',
      subscription_provider: null,
      subscription_current_period_end: null,
      created_at: expect.any(String),
    });
  });

  it('changes username, email and password', async () => {
    const user = await signUp(platform.api);
    const renamed = await request(platform.api, 'PUT', '/api/user/profile', {
      token: user.token,
      body: { username: `${user.username}_x` },
    });
    expect(renamed.body).toEqual({ message: expect.any(String), username: `${user.username}_x` });
    const email = `${user.username}_new@example.com`;
    const moved = await request(platform.api, 'PUT', '/api/user/email', {
      token: user.token,
      body: { email },
    });
    expect(moved.body).toEqual({ message: expect.any(String), email });
    const wrongCurrent = await request(platform.api, 'PUT', '/api/user/password', {
      token: user.token,
      body: { currentPassword: 'wrong-one', newPassword: 'another-secret' },
    });
    expect(wrongCurrent.status).toBe(401);
    const changed = await request(platform.api, 'PUT', '/api/user/password', {
      token: user.token,
      body: { currentPassword: user.password, newPassword: 'another-secret' },
    });
    expect(changed.status).toBe(200);
    const login = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email, password: 'another-secret' },
    });
    expect(login.status).toBe(200);
    const taken = await signUp(platform.api);
    const clash = await request(platform.api, 'PUT', '/api/user/profile', {
      token: taken.token,
      body: { username: `${user.username}_x` },
    });
    expect(clash.status).toBe(409);
  });

  it('deletes the account with every record of it', async () => {
    const user = await signUp(platform.api);
    await request(platform.api, 'POST', '/api/tabs', {
      token: user.token,
      body: { url: 'https://example.com/a', title: 'A' },
    });
    await request(platform.api, 'POST', '/api/bookmarks', {
      token: user.token,
      body: { url: 'https://example.com/b', title: 'B' },
    });
    const deleted = await request(platform.api, 'DELETE', '/api/user/account', { token: user.token });
    expect(deleted.status).toBe(200);
    expect((await request(platform.api, 'GET', '/api/tabs', { token: user.token })).status).toBe(401);
    const login = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(401);
    // The username and e-mail are free again.
    const again = await signUp(platform.api, user.username);
    expect(again.userId).not.toBe(user.userId);
  });
});
