import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';

const ROOT = new URL('../', import.meta.url).pathname;
const run = promisify(execFile);

describe('npm run check-env', () => {
  it('names every port the platform listens on: the four APIs, the gateway and metrics', async () => {
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: '3100',
      API_PORT: '3101',
      GAME_PORT: '3102',
      CARDS_PORT: '3103',
      GATEWAY_PORT: '4100',
      METRICS_PORT: '9500',
    };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/check-env.ts'], {
      cwd: ROOT,
      env,
    });
    expect(stdout).toContain('✓ environment accepted');
    for (const named of [
      'tabs API on 3100',
      'resume API on 3101',
      'game API on 3102',
      'cards API on 3103',
      'gateway on 4100',
      'metrics on 127.0.0.1:9500',
    ])
      expect(stdout).toContain(named);
  }, 60_000);
});
