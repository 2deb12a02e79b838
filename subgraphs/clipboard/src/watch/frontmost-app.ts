import { runProgram } from '../system/run-program.js';

export interface Frontmost {
  /** Recorded as the clip's source_app: the X11 class ("Firefox"), the macOS process name, or "unknown". */
  app: string;
  /** Other names the blocklist should match (the X11 instance name, e.g. `xmessage -name blockedapp`). */
  aliases: string[];
  windowTitle: string;
}

export const UNKNOWN_FRONTMOST: Frontmost = { app: 'unknown', aliases: [], windowTitle: '' };

// Looked up once per clipboard change, inside a 1 s tick: each tool gets a short leash.
const TOOL_TIMEOUT_MS = 700;

/** `WM_CLASS(STRING) = "blockedapp", "Xmessage"` and `_NET_WM_NAME(UTF8_STRING) = "title"` lines from xprop. */
export function parseXprop(output: string): { instance: string; className: string; title: string } {
  const strings = (line: string | undefined) =>
    [...(line ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
  const line = (name: string) => output.split('\n').find((l) => l.startsWith(`${name}(`));
  const [instance = '', className = ''] = strings(line('WM_CLASS'));
  const title = strings(line('_NET_WM_NAME'))[0] ?? strings(line('WM_NAME'))[0] ?? '';
  return { instance, className, title };
}

async function x11WindowId(): Promise<string | null> {
  // getactivewindow needs a window manager (_NET_ACTIVE_WINDOW); bare X servers (Xvfb, kiosks) only have input focus.
  for (const args of [['getactivewindow'], ['getwindowfocus']]) {
    const result = await runProgram('xdotool', args, { timeoutMs: TOOL_TIMEOUT_MS });
    if (!result.ok) {
      if (result.missing) return null;
      continue;
    }
    const id = result.stdout.trim();
    // 0 and 1 are "none" and PointerRoot: focus is not on any client window.
    if (/^\d+$/.test(id) && Number(id) > 1) return id;
  }
  return null;
}

async function x11Frontmost(): Promise<Frontmost> {
  const id = await x11WindowId();
  if (!id) return UNKNOWN_FRONTMOST;
  const props = await runProgram('xprop', ['-id', id, 'WM_CLASS', '_NET_WM_NAME', 'WM_NAME'], {
    timeoutMs: TOOL_TIMEOUT_MS,
  });
  if (!props.ok) return UNKNOWN_FRONTMOST;
  const { instance, className, title } = parseXprop(props.stdout);
  const app = className || instance || 'unknown';
  return { app, aliases: instance && instance !== app ? [instance] : [], windowTitle: title };
}

async function macFrontmost(): Promise<Frontmost> {
  const script =
    'tell application "System Events" to set p to first process whose frontmost is true\n' +
    'set n to name of p\nset t to ""\n' +
    'try\nset t to name of front window of p\nend try\nreturn n & linefeed & t';
  const result = await runProgram('osascript', ['-e', script], { timeoutMs: 1500 });
  if (!result.ok) return UNKNOWN_FRONTMOST;
  const [app = '', windowTitle = ''] = result.stdout.replace(/\n$/, '').split('\n');
  return { app: app.trim() || 'unknown', aliases: [], windowTitle: windowTitle.trim() };
}

/** The application and window in front right now; "unknown" where the platform gives no way to ask. */
export function frontmost(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Frontmost> {
  if (platform === 'darwin') return macFrontmost();
  // Under Wayland, X11 tools only see XWayland windows, which would misreport the frontmost app.
  if (platform === 'linux' && env.DISPLAY && env.XDG_SESSION_TYPE !== 'wayland' && !env.WAYLAND_DISPLAY)
    return x11Frontmost();
  return Promise.resolve(UNKNOWN_FRONTMOST);
}
