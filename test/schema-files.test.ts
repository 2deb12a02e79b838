import { describe, it, expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';

describe('committed schema files', () => {
  it("match the subgraphs' code and compose without errors (npm run compose -- --check)", () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/compose.ts', '--check'], {
      cwd: new URL('../', import.meta.url).pathname,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).not.toMatch(/stale|composition error/);
    expect(result.status).toBe(0);
  }, 60_000);

  it('include the typed SDK generated from schema/operations (npm run codegen)', () => {
    const result = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--check'], {
      cwd: new URL('../', import.meta.url).pathname,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stdout + result.stderr).not.toMatch(/stale/i);
    expect(result.status).toBe(0);
  }, 60_000);
});
