import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { decodeJwt } from 'jose';
import {
  NODE_TS_ARGS,
  START_HOOK_TIMEOUT_MS,
  freePort,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { signInAt, type ProviderAddress } from './support/oidc-browser.js';

// `npm run login` (docs/identity/oidc.md#signing-in-from-a-terminal) as a child process against the
// embedded platform: the address it prints is opened by a "browser" speaking HTTP, whose sign-in
// comes back to the CLI's loopback callback; the tokens it prints are used on their own APIs.

const ROOT = new URL('../', import.meta.url).pathname;

interface RunningCli {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** The authorization address, once printed. */
  address: Promise<string>;
  exited: Promise<number | null>;
}

function runLogin(args: string[], env: Record<string, string>): RunningCli {
  const child = spawn(process.execPath, [...NODE_TS_ARGS, 'scripts/login.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'test', ...env },
  });
  let out = '';
  let err = '';
  let found: (url: string) => void;
  const address = new Promise<string>((resolve) => (found = resolve));
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk;
    const match = /(http\S+\/oidc\/auth\?\S+)/.exec(err);
    if (match) found(match[1]);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, address, exited };
}

describe('npm run login', () => {
  let platform: RunningPlatform;
  let provider: ProviderAddress;
  let callbackPort: number;

  beforeAll(async () => {
    callbackPort = await freePort();
    // The platform registers platform-cli with the callback on this port.
    platform = await startPlatform({ LOGIN_CALLBACK_PORT: String(callbackPort) });
    provider = { base: platform.api, issuer: `http://localhost:${new URL(platform.api).port}` };
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  const cliEnv = () => ({ PORT: new URL(platform.api).port, LOGIN_CALLBACK_PORT: String(callbackPort) });

  it('answers --help with its usage and a bad realm with exit 2', async () => {
    const help = runLogin(['--help'], cliEnv());
    expect(await help.exited).toBe(0);
    expect(help.stdout()).toMatch(/--realm <realm>/);
    expect(help.stdout()).toMatch(/--json/);
    const bad = runLogin(['--realm', 'bank'], cliEnv());
    expect(await bad.exited).toBe(2);
    expect(bad.stderr()).toMatch(/expected one of tabs, resume, cards, game/);
  }, 60_000);

  it('signs in through the printed address and prints export lines whose tokens work', async () => {
    const user = await signUp(platform.api);
    const cli = runLogin([], cliEnv());
    const address = await cli.address;
    const redirectUri = `http://127.0.0.1:${callbackPort}/callback`;
    expect(new URL(address).searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(new URL(address).searchParams.get('client_id')).toBe('platform-cli');
    const callback = await signInAt(provider, address, user, redirectUri);
    // Someone else knocking on the loopback port does not end the wait.
    const stranger = await fetch(`${redirectUri}?code=forged&state=guessed`);
    expect(stranger.status).toBe(400);
    const landed = await fetch(callback);
    expect(landed.status).toBe(200);
    expect(await cli.exited).toBe(0);

    const lines = cli.stdout().trim().split('\n');
    expect(lines.map((line) => line.split('=')[0])).toEqual([
      'export TABS_TOKEN',
      'export RESUME_TOKEN',
      'export CARDS_TOKEN',
      'export GAME_TOKEN',
    ]);
    const tokens = Object.fromEntries(
      lines.map((line) => /^export (\w+)_TOKEN=(\S+)$/.exec(line)!.slice(1)),
    ) as Record<string, string>;
    expect(decodeJwt(tokens.TABS)).toMatchObject({ sub: String(user.userId), client_id: 'platform-cli' });
    const calls = {
      tabs: await request(platform.api, 'GET', '/api/tabs?limit=1', { token: tokens.TABS }),
      resume: await request(platform.resumeApi, 'GET', '/profiles', { token: tokens.RESUME }),
      cards: await request(platform.cardsApi, 'GET', '/api/v1/portfolio', { token: tokens.CARDS }),
      game: await request(platform.gameApi, 'GET', '/api/v1/creatures/collection', { token: tokens.GAME }),
    };
    expect(
      Object.fromEntries(Object.entries(calls).map(([realm, answer]) => [realm, answer.status])),
    ).toEqual({
      tabs: 200,
      resume: 200,
      cards: 200,
      game: 200,
    });
  }, 90_000);

  it('prints only the realms asked for, as JSON with --json', async () => {
    const user = await signUp(platform.api);
    const cli = runLogin(['--realm', 'cards', '--realm', 'game', '--json'], cliEnv());
    const redirectUri = `http://127.0.0.1:${callbackPort}/callback`;
    const callback = await signInAt(provider, await cli.address, user, redirectUri);
    expect((await fetch(callback)).status).toBe(200);
    expect(await cli.exited).toBe(0);
    const printed = JSON.parse(cli.stdout()) as Record<string, string>;
    expect(Object.keys(printed)).toEqual(['cards', 'game']);
    expect(decodeJwt(printed.cards).aud).toBe('urn:platform:realm:cards');
    const game = await request(platform.gameApi, 'GET', '/api/v1/creatures/collection', {
      token: printed.game,
    });
    expect(game.status).toBe(200);
    // Each printed token belongs to its realm only.
    const crossed = await request(platform.gameApi, 'GET', '/api/v1/creatures/collection', {
      token: printed.cards,
    });
    expect(crossed.status).toBe(401);
  }, 90_000);
});
