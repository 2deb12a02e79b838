// The host clipboard through clipboardy: xsel on X11 (clipboardy ships a fallback xsel binary),
// wl-clipboard on Wayland, pbcopy/pbpaste on macOS. Imported lazily: only watch, copy and palette pay for it.

export async function readClipboard(): Promise<string> {
  const { default: clipboard } = await import('clipboardy');
  return clipboard.read();
}

export async function writeClipboard(text: string): Promise<void> {
  const { default: clipboard } = await import('clipboardy');
  await clipboard.write(text);
}
