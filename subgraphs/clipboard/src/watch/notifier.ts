import { runProgram } from '../system/run-program.js';

/**
 * A desktop notification through notify-send (Linux) or osascript (macOS). Best effort by design:
 * a missing notification daemon must never stop capture, so every failure is swallowed.
 */
export async function notify(
  title: string,
  message: string,
  platform: NodeJS.Platform = process.platform,
): Promise<void> {
  const body = message.slice(0, 200);
  if (platform === 'darwin') {
    const quote = (s: string) => JSON.stringify(s); // AppleScript string literals share JSON's escapes for " and \
    await runProgram('osascript', ['-e', `display notification ${quote(body)} with title ${quote(title)}`], {
      timeoutMs: 2000,
    });
    return;
  }
  await runProgram('notify-send', ['--app-name=mfm', '--expire-time=3000', title, body], { timeoutMs: 2000 });
}
