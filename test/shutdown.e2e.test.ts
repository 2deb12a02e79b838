import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import {
  freePort,
  freshServerDatabase,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { graphql, request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';

const ENRICH_JOB = 'library.enrich-item';
const CONTENT =
  'A long article about compilers, type checkers and the language servers that run them in editors.';
const ANALYSIS = {
  summary: 'Compilers and language servers.',
  category: 'Technology',
  entities: {},
  embedding: Array.from({ length: 384 }, (_, i) => (i % 7) / 10 + 0.01),
  keywords: [{ term: 'compilers', score: 1 }],
};

/**
 * A stand-in analysis service whose answers the test holds: while an analyze request is held,
 * the enrichment job that sent it is running.
 */
class HeldAnalysis {
  readonly server: Server;
  readonly held: ServerResponse[] = [];
  requests = 0;
  answerAtOnce = false;
  constructor() {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.method === 'GET')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      req.resume();
      req.on('end', () => {
        this.requests += 1;
        if (this.answerAtOnce) this.answer(res);
        else this.held.push(res);
      });
    });
  }
  answer(res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ANALYSIS));
  }
  releaseAll() {
    for (const res of this.held.splice(0)) this.answer(res);
  }
}

/** A POST whose body is sent in two parts: in flight from the first write until the answer. */
function slowPost(base: string, path: string, token: string, body: unknown) {
  const text = JSON.stringify(body);
  const url = new URL(path, base);
  let finishBody!: () => void;
  const answered = new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(text.length / 2);
    req.write(text.slice(0, half));
    finishBody = () => req.end(text.slice(half));
  });
  return { answered, finishBody: () => finishBody() };
}

const jobsOf = async (platform: RunningPlatform, token: string) =>
  ((await graphql(platform.graphql, '{ jobs { id name status attempts } }', { token })).data?.jobs ??
    []) as Array<{ id: string; name: string; status: string; attempts: number }>;

const waitForLog = (platform: RunningPlatform, text: string) =>
  eventually(async () => (platform.logs.some((line) => line.includes(text)) ? true : undefined), 30_000);

// `npm start` owns SIGTERM/SIGINT in one place (gateway/src/lifecycle.ts): requests in flight are
// answered, running jobs finish (or are released to run again), stores close, and the exit code is 0.
describe('shutdown on SIGTERM', () => {
  const analysis = new HeldAnalysis();
  let mlUrl: string;
  let dataDir: string;
  let serverDb: Awaited<ReturnType<typeof freshServerDatabase>> | undefined;
  let platform: RunningPlatform | undefined;

  const start = (env: Record<string, string> = {}) =>
    startPlatform({
      DATA_DIR: dataDir,
      ML_URL: mlUrl,
      ANALYSIS_AUTOSTART: 'false',
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      ML_TIMEOUT_MS: '120000',
      ...(serverDb ? { DATABASE_URL: serverDb.url } : {}),
      ...env,
    });

  beforeAll(async () => {
    const port = await freePort();
    await new Promise<void>((resolve) => analysis.server.listen(port, '127.0.0.1', resolve));
    mlUrl = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'platform-shutdown-'));
    if (process.env.TEST_DATABASE === 'postgres') serverDb = await freshServerDatabase();
  });
  afterAll(async () => {
    await platform?.stop();
    analysis.server.closeAllConnections();
    await new Promise((resolve) => analysis.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await serverDb?.drop();
  });

  it('answers the request in flight, lets the running job finish, exits 0, and a restart has everything', async () => {
    platform = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    const created = await request(platform.api, 'POST', '/api/tabs', {
      token: user.token,
      body: { url: 'https://example.com/compilers', title: 'Compilers', content: CONTENT },
    });
    expect(created.status).toBe(201);
    await eventually(async () => (analysis.held.length === 1 ? true : undefined), 30_000);
    expect((await jobsOf(platform, user.token)).find((job) => job.name === ENRICH_JOB)?.status).toBe(
      'RUNNING',
    );

    const inFlight = slowPost(platform.api, '/api/tabs', user.token, {
      url: 'https://example.com/in-flight',
      title: 'Sent during shutdown',
    });
    // The first half of the body has reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    platform.signal('SIGTERM');
    await waitForLog(platform, '"shutting down"');
    inFlight.finishBody();
    expect((await inFlight.answered).status).toBe(201);
    analysis.releaseAll();

    const code = await platform.exited;
    expect(code).toBe(0);
    expect(platform.logs.some((line) => line.includes('"stopped"'))).toBe(true);
    expect(platform.logs.some((line) => line.includes('second signal'))).toBe(false);

    platform = await start();
    const tabs = (await request(platform.api, 'GET', '/api/tabs', { token: user.token })).body as Array<{
      title: string;
      summary: string | null;
    }>;
    expect(tabs.map((tab) => tab.title).sort()).toEqual(['Compilers', 'Sent during shutdown']);
    expect(tabs.find((tab) => tab.title === 'Compilers')?.summary).toBe(ANALYSIS.summary);
    expect((await jobsOf(platform, user.token)).find((job) => job.name === ENRICH_JOB)).toMatchObject({
      status: 'COMPLETED',
      attempts: 1,
    });
    expect(analysis.requests).toBe(1);
    await platform.stop();
    expect(await platform.exited).toBe(0);
    platform = undefined;
  }, 240_000);

  it('releases a job still running when the drain times out, exits 0, and the restarted platform runs it again', async () => {
    analysis.requests = 0;
    // The drain gets half of the shutdown timeout.
    platform = await start({ SHUTDOWN_TIMEOUT_MS: '8000' });
    const user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    const created = await request(platform.api, 'POST', '/api/tabs', {
      token: user.token,
      body: { url: 'https://example.com/released', title: 'Released', content: CONTENT },
    });
    expect(created.status).toBe(201);
    await eventually(async () => (analysis.held.length === 1 ? true : undefined), 30_000);

    platform.signal('SIGTERM');
    expect(await platform.exited).toBe(0);
    expect(platform.logs.some((line) => line.includes('released to run again'))).toBe(true);
    // The old process is gone; its held request is answered into the void.
    analysis.releaseAll();

    analysis.answerAtOnce = true;
    platform = await start();
    const token = user.token;
    const tab = await eventually(async () => {
      const found = (await request(platform!.api, 'GET', `/api/tabs/${created.body.id}`, { token })).body as {
        summary: string | null;
      };
      return found.summary ? found : undefined;
    }, 60_000);
    expect(tab.summary).toBe(ANALYSIS.summary);
    expect(analysis.requests).toBe(2);
    expect((await jobsOf(platform, token)).find((job) => job.name === ENRICH_JOB)).toMatchObject({
      status: 'COMPLETED',
    });
  }, 240_000);
});
