import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMfm } from '../scripts/build-mfm.mjs';

export { freePort } from '../../../test/support/ports.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Builds the real bundle once per test file and runs it as a child process, exactly as a user would.
 * The build goes inside the package (not /tmp) so the bundle's externals (better-sqlite3) resolve
 * from the repository's node_modules.
 */
export class CliHarness {
  private bundle = '';
  private buildDir = '';
  readonly home: string;

  constructor() {
    this.home = mkdtempSync(join(tmpdir(), 'mfm-test-'));
  }

  async build(): Promise<void> {
    const root = join(packageDir, '.test-build');
    mkdirSync(root, { recursive: true });
    this.buildDir = mkdtempSync(join(root, 'b-'));
    this.bundle = await buildMfm({ outdir: this.buildDir, minify: false });
  }

  private environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, MFM_HOME: this.home, ...extra };
    delete env.NODE_OPTIONS; // jest's --experimental-vm-modules is not part of a user's environment
    if (!extra.MFM_MCP_PORT) delete env.MFM_MCP_PORT; // the developer's bridge port must not steer `mfm bridge` in tests
    return env;
  }

  /** A long-running command (watch, watch-inbox) as a child process the test stops itself. */
  start(args: string[], options: { env?: Record<string, string> } = {}): ChildProcess {
    return spawn(process.execPath, [this.bundle, ...args], {
      env: this.environment(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  /** Like run, without blocking this process: needed when the test itself serves the CLI (an in-process peer). */
  runAsync(args: string[], options: { env?: Record<string, string> } = {}): Promise<CliResult> {
    const child = this.start(args, options);
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    return new Promise((resolve) =>
      child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr })),
    );
  }

  async jsonAsync<T = any>(args: string[]): Promise<T> {
    const result = await this.runAsync([...args, '--json']);
    if (result.code !== 0) throw new Error(`mfm ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
    return JSON.parse(result.stdout) as T;
  }

  run(args: string[], options: { input?: string; env?: Record<string, string> } = {}): CliResult {
    const env = this.environment(options.env);
    const result = spawnSync(process.execPath, [this.bundle, ...args], {
      env,
      input: options.input ?? '',
      encoding: 'utf8',
    });
    return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
  }

  /** Runs and parses stdout as JSON, failing loudly with stderr when the command did not succeed. */
  json<T = any>(args: string[], options: { input?: string; env?: Record<string, string> } = {}): T {
    const result = this.run([...args, '--json'], options);
    if (result.code !== 0) throw new Error(`mfm ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
    return JSON.parse(result.stdout) as T;
  }

  capture(text: string, ...args: string[]): any {
    return this.json(['capture', ...args], { input: text });
  }

  cleanup(): void {
    rmSync(this.home, { recursive: true, force: true });
    if (this.buildDir) rmSync(this.buildDir, { recursive: true, force: true });
  }
}
