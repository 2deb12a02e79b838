import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { CliHarness } from './cli-harness.js';
import { getJson, randomBasePort } from './http-fixture.js';

const cli = new CliHarness();

beforeAll(() => cli.build(), 120_000);
afterAll(() => cli.cleanup());

describe('mfm serve (the bundled CLI)', () => {
  it('prints where it listens, serves the API, and exits 0 on SIGTERM', async () => {
    const port = randomBasePort();
    const child = cli.start(['serve', '--port', String(port)]);
    let stdout = '';
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const listening = new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (chunk) => {
        stdout += chunk;
        const match = /mfm serve: listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(stdout);
        if (match) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
    });
    const url = await listening;
    expect(Number(new URL(url).port)).toBeGreaterThanOrEqual(port);
    expect((await getJson(url, '/status')).body.clips).toBe(0);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  }, 60_000);

  it('refuses a non-loopback --host with a usage error', () => {
    const result = cli.run(['serve', '--host', '0.0.0.0', '--port', String(randomBasePort())]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/refusing to listen on 0\.0\.0\.0/);
  });
});
