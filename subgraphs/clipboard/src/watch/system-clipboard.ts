// The host clipboard through clipboardy: xsel on X11 (clipboardy ships a fallback xsel binary),
// wl-clipboard on Wayland, pbcopy/pbpaste on macOS. Imported lazily: only watch, copy and palette pay for it.

/**
 * The real cause of a failed clipboard access, when it is that there is no display at all:
 * clipboardy then reports whatever its last attempt met (in the bundle, "Couldn't find the xsel
 * binary ... sudo apt install xsel", even with xclip installed), which sends the user the wrong way.
 */
export function explainClipboardError(
  error: Error,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): Error {
  if (platform !== 'linux' || env.DISPLAY || env.WAYLAND_DISPLAY) return error;
  return new Error(
    'no display: neither DISPLAY nor WAYLAND_DISPLAY is set, so there is no clipboard to reach ' +
      '(run mfm inside your desktop session, or point DISPLAY at a running X server, e.g. DISPLAY=:0)',
    { cause: error },
  );
}

export async function readClipboard(): Promise<string> {
  const { default: clipboard } = await import('clipboardy');
  try {
    return await clipboard.read();
  } catch (error) {
    throw explainClipboardError(error as Error);
  }
}

export async function writeClipboard(text: string): Promise<void> {
  const { default: clipboard } = await import('clipboardy');
  try {
    await clipboard.write(text);
  } catch (error) {
    throw explainClipboardError(error as Error);
  }
}
