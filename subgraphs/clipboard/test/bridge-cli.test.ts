import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolveBridgePort } from '../src/cli/commands/bridge.command.js';
import { UsageError } from '../src/errors.js';
import { CliHarness, freePort } from './cli-harness.js';

const cli = new CliHarness();

beforeAll(() => cli.build(), 60_000);
afterAll(() => cli.cleanup());

/** Resolves with the first stdout line once it arrives; rejects if the process exits first. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0]);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code} before listening: ${err}`)));
  });
}

describe('mfm bridge (the bundled CLI)', () => {
  it('listens on the given port, serves, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const child = cli.start(['bridge', '--port', String(port)]);
    try {
      expect(await firstLine(child)).toBe(`mfm bridge: listening on http://127.0.0.1:${port}`);
      expect(cli.run(['capture', '--app', 'Terminal'], { input: 'bridged clip' }).code).toBe(0);
      const health = await (await fetch(`http://127.0.0.1:${port}/health`)).json();
      expect(health).toMatchObject({ status: 'ok', count: 1 });
      const recent = (await (await fetch(`http://localhost:${port}/mcp/recent`)).json()) as {
        items: Array<{ content: string }>;
      };
      expect(recent.items.map((c) => c.content)).toEqual(['bridged clip']);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('refuses a port that is already taken, with exit code 1', async () => {
    const port = await freePort();
    const holder = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => holder.once('listening', resolve));
    try {
      const result = cli.run(['bridge', '--port', String(port)]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
    } finally {
      holder.close();
    }
  });
});

describe('resolveBridgePort', () => {
  it('prefers --port, then MFM_MCP_PORT, then 39300', () => {
    expect(resolveBridgePort(4100, '4200')).toBe(4100);
    expect(resolveBridgePort('4101', '4200')).toBe(4101);
    expect(resolveBridgePort(undefined, ' 4200 ')).toBe(4200);
    expect(resolveBridgePort(undefined, undefined)).toBe(39300);
    expect(resolveBridgePort(0, undefined)).toBe(0);
  });

  it('names the source of a bad value', () => {
    expect(() => resolveBridgePort(undefined, 'abc')).toThrow(UsageError);
    expect(() => resolveBridgePort(undefined, 'abc')).toThrow(/^MFM_MCP_PORT: expected a port number/);
    expect(() => resolveBridgePort(70000, undefined)).toThrow(/^--port: expected a port number 0-65535/);
    expect(() => resolveBridgePort('-1', undefined)).toThrow(/--port/);
  });
});
