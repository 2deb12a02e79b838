import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether the X tools the clipboard tests drive are installed (Debian: xvfb, xclip, xdotool, x11-utils). */
export function missingXTools(): string[] {
  return ['Xvfb', 'xclip', 'xdotool', 'xmessage'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A private X server (Xvfb) on a free display number, so the test owns its clipboard and focus and
 * never touches the developer's session.
 */
export class XDisplay {
  private server: ChildProcess | undefined;
  private readonly windows: ChildProcess[] = [];
  display = '';

  async start(): Promise<void> {
    for (let attempt = 0; attempt < 20 && !this.server; attempt++) {
      const n = 100 + Math.floor(Math.random() * 800);
      if (existsSync(`/tmp/.X11-unix/X${n}`) || existsSync(`/tmp/.X${n}-lock`)) continue;
      const server = spawn('Xvfb', [`:${n}`, '-screen', '0', '800x600x24', '-nolisten', 'tcp'], {
        stdio: 'ignore',
      });
      try {
        await waitFor(
          () => existsSync(`/tmp/.X11-unix/X${n}`) || server.exitCode !== null,
          5000,
          `Xvfb :${n}`,
        );
      } catch {
        server.kill('SIGKILL');
        continue;
      }
      if (server.exitCode === null) {
        this.server = server;
        this.display = `:${n}`;
      }
    }
    if (!this.server) throw new Error('could not start Xvfb on any display');
  }

  get env(): Record<string, string> {
    return { DISPLAY: this.display };
  }

  /** Owns the CLIPBOARD selection with `text`; xclip keeps serving it in the background until replaced. */
  setClipboard(text: string): void {
    const result = spawnSync('xclip', ['-selection', 'clipboard', '-i'], {
      input: text,
      env: { ...process.env, DISPLAY: this.display },
      stdio: ['pipe', 'ignore', 'ignore'], // xclip's server child keeps inherited pipes open
      timeout: 5000,
    });
    if (result.status !== 0) throw new Error(`xclip failed with ${result.status}`);
  }

  getClipboard(): string {
    return spawnSync('xclip', ['-selection', 'clipboard', '-o'], {
      env: { ...process.env, DISPLAY: this.display },
      encoding: 'utf8',
      timeout: 5000,
    }).stdout;
  }

  /** Opens an xmessage window with the given WM_CLASS instance name and title, and gives it the focus. */
  async openFocusedWindow(instance: string, title: string): Promise<void> {
    const env = { ...process.env, DISPLAY: this.display };
    this.windows.push(
      spawn('xmessage', ['-name', instance, '-title', title, `${title} window`], { env, stdio: 'ignore' }),
    );
    const found = spawnSync('xdotool', ['search', '--sync', '--name', `^${title}$`], {
      env,
      encoding: 'utf8',
      timeout: 5000,
    });
    const id = found.stdout.trim().split('\n')[0];
    if (!id) throw new Error(`window ${title} did not appear`);
    spawnSync('xdotool', ['windowfocus', '--sync', id], { env, timeout: 5000 });
  }

  stop(): void {
    for (const window of this.windows) window.kill();
    this.server?.kill();
  }
}
