import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  NODE_TS_ARGS,
  freshServerDatabase,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { request } from './support/http-client.js';
import { eventually } from './support/accounts.js';
import { mailTo } from './support/mail-outbox.js';

const ROOT = new URL('../', import.meta.url).pathname;

/** Waits for the `count`-th message to the address and returns the token of its link. */
async function linkToken(outbox: string, address: string, count: number, page: string): Promise<string> {
  const message = await eventually(async () => mailTo(outbox, address)[count - 1]);
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(message.text);
  if (!match) throw new Error(`no ${page} link in: ${message.text}`);
  return match[1];
}

/** `npm run admin -- …` as an operator runs it, on the platform's database. */
function adminCli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...NODE_TS_ARGS, 'scripts/admin.ts', ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

describe('account identity over the tab API', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'account-identity-'));
  const outbox = join(dataDir, 'outbox');
  let serverDb: Awaited<ReturnType<typeof freshServerDatabase>> | undefined;
  let platform: RunningPlatform;
  let env: Record<string, string>;
  const suffix = Math.random().toString(36).slice(2, 8);
  const email = `ada.${suffix}@example.com`;
  const otherEmail = `grace.${suffix}@example.com`;
  const firstPassword = 'first-password-1';
  const newPassword = 'second-password-2';

  beforeAll(async () => {
    if (process.env.TEST_DATABASE === 'postgres') serverDb = await freshServerDatabase();
    env = {
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: outbox,
      ACCOUNT_LINK_BASE_URL: 'https://accounts.example.test',
      ...(serverDb ? { DATABASE_URL: serverDb.url } : {}),
    };
    platform = await startPlatform(env);
  }, 240_000);
  afterAll(async () => {
    await platform?.stop();
    await serverDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let token: string;
  let accountId: string;

  it('signs up, mails a verification link, and verifies the address with it once', async () => {
    const registered = await request(platform.api, 'POST', '/api/auth/register', {
      body: { username: `ada_${suffix}`, email, password: firstPassword },
    });
    expect(registered.status).toBe(201);
    const login = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email, password: firstPassword },
    });
    expect(login.status).toBe(200);
    token = login.body.token;

    const before = await request(platform.api, 'GET', '/api/account', { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ email, email_verified: false, admin: false, display_name: null });
    expect(before.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // The default handle comes from the e-mail's local part.
    expect(before.body.handle).toBe(`ada_${suffix}`);
    accountId = before.body.id;

    const link = await linkToken(outbox, email, 1, 'verify-email');
    expect(mailTo(outbox, email)[0].text).toContain('https://accounts.example.test/verify-email?token=');
    const verified = await request(platform.api, 'POST', '/api/auth/verify-email', { body: { token: link } });
    expect(verified.status).toBe(200);
    const again = await request(platform.api, 'POST', '/api/auth/verify-email', { body: { token: link } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid, expired or already used/);

    const after = await request(platform.api, 'GET', '/api/account', { token });
    expect(after.body).toMatchObject({ id: accountId, email_verified: true });
  });

  it('changes the handle, refuses one another account holds with 409, and finds accounts by handle', async () => {
    const other = await request(platform.api, 'POST', '/api/auth/register', {
      body: { username: `grace_${suffix}`, email: otherEmail, password: firstPassword },
    });
    expect(other.status).toBe(201);

    const changed = await request(platform.api, 'PATCH', '/api/account', {
      token,
      body: { handle: `Lovelace_${suffix}`, displayName: 'Ada Lovelace' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      id: accountId,
      handle: `lovelace_${suffix}`,
      display_name: 'Ada Lovelace',
    });

    // Handles compare without case: grace's default handle, in capitals, is still hers.
    const taken = await request(platform.api, 'PATCH', '/api/account', {
      token,
      body: { handle: `GRACE_${suffix}` },
    });
    expect(taken.status).toBe(409);
    const reserved = await request(platform.api, 'PATCH', '/api/account', {
      token,
      body: { handle: 'admin' },
    });
    expect(reserved.status).toBe(400);

    const found = await fetch(platform.graphql, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query($h:String!){ accountByHandle(handle:$h){ id handle displayName } }',
        variables: { h: `LOVELACE_${suffix}` },
      }),
    }).then((response) => response.json());
    expect(found).toEqual({
      data: { accountByHandle: { id: accountId, handle: `lovelace_${suffix}`, displayName: 'Ada Lovelace' } },
    });
  });

  it('resets the password through a single-use link and ends the old sessions', async () => {
    const unknown = await request(platform.api, 'POST', '/api/auth/password-reset/request', {
      body: { email: `nobody.${suffix}@example.com` },
    });
    const known = await request(platform.api, 'POST', '/api/auth/password-reset/request', {
      body: { email },
    });
    // No account enumeration: the same status and body either way.
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);

    // Per address asked for, known or not: five an hour, then 429 with the time to wait.
    const flooded = `flood.${suffix}@example.com`;
    for (let i = 0; i < 5; i++) {
      const accepted = await request(platform.api, 'POST', '/api/auth/password-reset/request', {
        body: { email: flooded },
      });
      expect(accepted.status).toBe(202);
    }
    const throttled = await request(platform.api, 'POST', '/api/auth/password-reset/request', {
      body: { email: flooded },
    });
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toBe('too_many_requests');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(3000);

    const link = await linkToken(outbox, email, 2, 'reset-password');
    const reset = await request(platform.api, 'POST', '/api/auth/password-reset', {
      body: { token: link, newPassword },
    });
    expect(reset.status).toBe(200);
    const reused = await request(platform.api, 'POST', '/api/auth/password-reset', {
      body: { token: link, newPassword: 'third-password-3' },
    });
    expect(reused.status).toBe(400);

    // The token from before the reset no longer works.
    const old = await request(platform.api, 'GET', '/api/account', { token });
    expect(old.status).toBe(401);
    const refused = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email, password: firstPassword },
    });
    expect(refused.status).toBe(401);
    const login = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email, password: newPassword },
    });
    expect(login.status).toBe(200);
    token = login.body.token;
  }, 60_000);

  it('grants the admin role through the CLI and ADMIN_EMAILS, never through sign-up', async () => {
    const help = await adminCli(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/grant <email>/);

    // Embedded PGlite belongs to one process: the operator stops the platform first.
    await platform.stop();
    const dbEnv = { DATA_DIR: dataDir, ...(serverDb ? { DATABASE_URL: serverDb.url } : {}) };
    const missing = await adminCli(['grant', `nobody.${suffix}@example.com`], dbEnv);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/no account has the e-mail address/);
    const granted = await adminCli(['grant', email.toUpperCase()], dbEnv);
    expect(granted).toMatchObject({ code: 0 });

    platform = await startPlatform({ ...env, ADMIN_EMAILS: ` ${otherEmail.toUpperCase()} ` });
    const login = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email, password: newPassword },
    });
    const mine = await request(platform.api, 'GET', '/api/account', { token: login.body.token });
    expect(mine.body).toMatchObject({ id: accountId, admin: true });
    const otherLogin = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email: otherEmail, password: firstPassword },
    });
    const theirs = await request(platform.api, 'GET', '/api/account', { token: otherLogin.body.token });
    expect(theirs.body.admin).toBe(true);
  }, 360_000);
});
