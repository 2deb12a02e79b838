import { execFile } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WebSocketServer } from 'ws';

const ROOT = new URL('../', import.meta.url).pathname;
const run = promisify(execFile);
const ws = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/ws.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '' },
  });

describe('npm run ws', () => {
  let server: WebSocketServer;
  let url: string;
  beforeAll(async () => {
    // Like the price stream: a bearer token in the upgrade request, or 401.
    server = new WebSocketServer({
      port: 0,
      host: '127.0.0.1',
      verifyClient: ({ req }: { req: IncomingMessage }) => req.headers.authorization === 'Bearer good',
    });
    server.on('connection', (socket, req) => {
      socket.send(JSON.stringify({ type: 'welcome', path: req.url }));
      socket.on('message', (data) => socket.send(`echo ${data.toString()}`));
    });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/prices?symbols=A`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('connects with the headers given, sends -x messages and prints what it receives, one line each', async () => {
    const { stdout, stderr } = await ws(url, '-H', 'Authorization: Bearer good', '-x', 'hello', '-n', '2');
    expect(stdout.trim().split('\n')).toEqual([
      JSON.stringify({ type: 'welcome', path: '/ws/prices?symbols=A' }),
      'echo hello',
    ]);
    expect(stderr).toContain(`connected to ${url}`);
  }, 60_000);

  it('says why the server refused the connection and exits 1', async () => {
    const refused = await ws(url, '-H', 'Authorization: Bearer bad', '-n', '1').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('refused: 401') });
  }, 60_000);

  it('prints its usage for --help and exits 0', async () => {
    const { stdout } = await ws('--help');
    expect(stdout).toContain('Usage: ws [options] <url>');
  }, 60_000);
});
