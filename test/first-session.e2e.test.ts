import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { freePort, freshServerDatabase } from './support/platform-process.js';

const ROOT = new URL('../', import.meta.url).pathname;

/**
 * `npm run start:dev` as a person starts it in a terminal: npm, then the platform, in a process group
 * of their own (detached), so a signal sent to the group reaches npm and the platform at once, as
 * the terminal's Ctrl-C does (and npm passes it on as well).
 */
async function startNpmGroup(env: Record<string, string>) {
  const ports = {
    PORT: await freePort(),
    GATEWAY_PORT: await freePort(),
    GAME_PORT: await freePort(),
    CARDS_PORT: await freePort(),
    API_PORT: await freePort(),
    METRICS_PORT: await freePort(),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-first-session-'));
  const serverDb = process.env.TEST_DATABASE === 'postgres' ? await freshServerDatabase() : undefined;
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'start:dev'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ML_URL: 'http://127.0.0.1:9',
      ANALYSIS_AUTOSTART: 'false',
      SHUTDOWN_TIMEOUT_MS: '60000',
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      ...(serverDb ? { DATABASE_URL: serverDb.url } : {}),
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close': npm has exited and the platform's last lines have been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  const at = (port: number) => `http://127.0.0.1:${port}`;
  const urls = {
    tabs: at(ports.PORT),
    gateway: at(ports.GATEWAY_PORT),
    game: at(ports.GAME_PORT),
    cards: at(ports.CARDS_PORT),
    resume: at(ports.API_PORT),
    metrics: `${at(ports.METRICS_PORT)}/metrics`,
  };
  const deadline = Date.now() + Number(process.env.TEST_START_TIMEOUT_MS ?? 180_000);
  for (;;) {
    if (done) throw new Error(`npm run start:dev exited early:\n${stdout}\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`npm run start:dev did not start:\n${stdout}\n${stderr}`);
    // The metrics server listens after every API; the ready line is written just after it, and may
    // reach the pipe a moment later than the metrics server answers.
    if (
      /platform ready/i.test(stdout) &&
      (await fetch(urls.metrics).then(
        (res) => res.ok,
        () => false,
      ))
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    urls,
    pid: child.pid!,
    exited,
    output: () => stdout + stderr,
    ended: () => done,
    stdout: () => stdout,
    cleanup: async () => {
      if (!done) {
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await serverDb?.drop();
    },
  };
}

type Group = Awaited<ReturnType<typeof startNpmGroup>>;

/**
 * A registration whose body is sent in two parts: in flight from the server's 100 Continue (its
 * headers have been read) until the answer.
 */
function slowRegistration(base: string) {
  const name = `newcomer${Math.random().toString(36).slice(2, 10)}`;
  const text = JSON.stringify({
    username: name,
    email: `${name}@example.com`,
    password: 'correct-horse-battery',
  });
  let finishBody!: () => void;
  let accepted!: () => void;
  const started = new Promise<void>((resolve) => (accepted = resolve));
  const answered = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      new URL('/api/auth/register', base),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.on('continue', () => {
      req.write(text.slice(0, 10));
      accepted();
    });
    req.flushHeaders();
    finishBody = () => req.end(text.slice(10));
  });
  return { started, answered, finishBody: () => finishBody() };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/**
 * What a terminal does: the signal to the whole group (npm and the platform), then the copy npm
 * passes on. npm's copy comes a few milliseconds later or, when both land before the platform runs
 * its handler, merges with the first: sent here once the first has been taken, it always arrives.
 * A request is in flight meanwhile, so the platform is still draining when the copy comes.
 */
async function interruptAsATerminalDoes(group: Group, signal: NodeJS.Signals) {
  // `npm run` execs node in place of its shell: the platform is npm's one child.
  const platformPid = Number(
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(group.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')[0],
  );
  const inFlight = slowRegistration(group.urls.tabs);
  await inFlight.started;
  process.kill(-group.pid, signal);
  await until(() => group.output().includes('shutting down'));
  process.kill(platformPid, signal);
  // Taken as the same request (the platform still runs), or as a forced exit (it has ended).
  await until(() => group.output().includes('repeated signal ignored') || group.ended());
  inFlight.finishBody();
  return inFlight.answered.catch((error: Error) => error.message);
}

describe('the first minutes with npm start', () => {
  let group: Group | undefined;
  afterEach(async () => {
    await group?.cleanup();
    group = undefined;
  });

  it('in a terminal: readable logs, one banner of every address, and Ctrl-C to the group drains and exits 0', async () => {
    // LOG_FORMAT=pretty is what `auto` picks when stdout is a terminal.
    group = await startNpmGroup({ LOG_FORMAT: 'pretty' });
    const { urls } = group;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const out = group.stdout();
    const banner = out.slice(out.indexOf('Platform ready'));
    for (const url of [
      `${urls.gateway}/graphql`,
      'Apollo Sandbox',
      ...[urls.tabs, urls.cards, urls.game].flatMap((base) => [base, `${base}/api-docs/`, `${base}/health`]),
      urls.resume,
      `${urls.resume}/docs/`,
      `${urls.resume}/health`,
      urls.metrics,
    ]) {
      expect(banner).toContain(url);
    }
    // Log lines are for reading, not JSON.
    expect(out).not.toMatch(/^\{"level"/m);

    // The request in flight is answered, then the platform stops by itself with 0.
    expect(await interruptAsATerminalDoes(group, 'SIGINT')).toBe(201);
    expect(await group.exited).toBe(0);
    const output = group.output();
    expect(output).toContain('shutting down');
    expect(output).toContain('stopped');
    // Both copies of Ctrl-C arrived (the terminal's and npm's); the second is the same request.
    expect(output).toContain('repeated signal ignored');
    expect(output).not.toContain('second signal');
  }, 300_000);

  it('outside a terminal, behind one proxy: JSON logs, 405/415 that explain, metrics apart, an address limit X-Forwarded-For cannot escape; SIGTERM drains', async () => {
    group = await startNpmGroup({ TRUST_PROXY: '1', GAME_IP_RATE_LIMIT_MAX: '5' });
    const { urls } = group;
    const lines = group.stdout().split('\n').filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const ready = lines
      .map((line) => JSON.parse(line) as { msg: string; [key: string]: unknown })
      .find((line) => line.msg === 'platform ready');
    expect(ready).toMatchObject({
      graphql: `${urls.gateway}/graphql`,
      sandbox: true,
      metrics: urls.metrics,
      apis: expect.arrayContaining([
        expect.objectContaining({
          url: urls.tabs,
          docs: `${urls.tabs}/api-docs/`,
          health: `${urls.tabs}/health`,
        }),
        expect.objectContaining({ url: urls.resume, docs: `${urls.resume}/docs/` }),
      ]),
    });
    expect(group.stdout()).not.toContain('Platform ready');

    // A method the path does not take, and a form body where JSON is expected, in the API's own body.
    const wrongMethod = await fetch(`${urls.tabs}/api/auth/register`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await wrongMethod.json()).toMatchObject({
      error: 'validation_error',
      message: 'GET is not allowed on /api/auth/register; it takes POST, OPTIONS',
    });
    const form = await fetch(`${urls.tabs}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=newcomer&password=secret-secret',
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { message: string }).message).toMatch(
      /takes JSON request bodies: send Content-Type: application\/json/,
    );

    // Metrics on their own port only.
    for (const base of [urls.gateway, urls.tabs, urls.resume])
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect(await (await fetch(urls.metrics)).text()).toContain('http_request_duration_seconds');

    // TRUST_PROXY=1: the address is the one the proxy appended (rightmost), not what the client wrote
    // before it, so rotating the leftmost X-Forwarded-For entry does not escape GAME_IP_RATE_LIMIT_MAX.
    const viaProxy = (client: string, forged: string) =>
      fetch(`${urls.game}/api/v1/location/none`, {
        headers: { 'x-forwarded-for': `${forged}, ${client}` },
      }).then((res) => res.status);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push(await viaProxy('198.51.100.7', `10.0.${i}.1`));
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
    expect(await viaProxy('198.51.100.8', '10.0.0.1')).toBe(404);

    expect(await interruptAsATerminalDoes(group, 'SIGTERM')).toBe(201);
    expect(await group.exited).toBe(0);
    expect(group.output()).toContain('"msg":"stopped"');
    expect(group.output()).toContain('"msg":"repeated signal ignored: already shutting down"');
    expect(group.output()).not.toContain('second signal');
  }, 300_000);
});
