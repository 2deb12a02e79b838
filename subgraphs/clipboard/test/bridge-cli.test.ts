import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMfm } from '../scripts/build-mfm.mjs';
import { resolveBridgePort } from '../src/cli/commands/bridge.command.js';
import { UsageError } from '../src/errors.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
let buildDir: string;
let bundle: string;
let home: string;

beforeAll(async () => {
  // Inside the package (not /tmp) so the bundle's externals resolve from the repository's node_modules.
  mkdirSync(join(packageDir, '.test-build'), { recursive: true });
  buildDir = mkdtempSync(join(packageDir, '.test-build', 'bridge-'));
  bundle = await buildMfm({ outdir: buildDir, minify: false });
  home = mkdtempSync(join(tmpdir(), 'mfm-bridge-cli-'));
});
afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function env(): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = { ...process.env, MFM_HOME: home };
  delete result.NODE_OPTIONS; // jest's --experimental-vm-modules is not part of a user's environment
  delete result.MFM_MCP_PORT;
  return result;
}

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
    const child = spawn(process.execPath, [bundle, 'bridge', '--port', String(port)], { env: env() });
    try {
      expect(await firstLine(child)).toBe(`mfm bridge: listening on http://127.0.0.1:${port}`);
      const capture = spawnSync(process.execPath, [bundle, 'capture', '--app', 'Terminal'], { env: env(), input: 'bridged clip', encoding: 'utf8' });
      expect(capture.status).toBe(0);
      const health = await (await fetch(`http://127.0.0.1:${port}/health`)).json();
      expect(health).toMatchObject({ status: 'ok', count: 1 });
      const recent = (await (await fetch(`http://localhost:${port}/mcp/recent`)).json()) as { items: Array<{ content: string }> };
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
      const result = spawnSync(process.execPath, [bundle, 'bridge', '--port', String(port)], { env: env(), encoding: 'utf8' });
      expect(result.status).toBe(1);
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
