// Records go to stdout (text or --json); messages about the run go to stderr (see main.ts).

export function printJson(value: unknown, pretty = false): void {
  process.stdout.write(`${JSON.stringify(value, null, pretty ? 2 : undefined)}\n`);
}

export function printLine(line = ''): void {
  process.stdout.write(`${line}\n`);
}

export function printLines(lines: string[]): void {
  if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
}

export function warn(message: string): void {
  process.stderr.write(`mfm: ${message}\n`);
}

/**
 * A clip on one line of a list: its first line, and for a multi-line clip a marker with the number
 * of lines left out (`first line ↵ (+3 lines)`), never an escaped `\n` in the middle of the text.
 */
export function preview(text: string, width = 100): string {
  const lines = text.trim().split(/\r?\n/);
  const first = lines[0].replace(/\s+/g, ' ');
  const more = lines.length - 1;
  const marker = more ? ` ↵ (+${more} line${more === 1 ? '' : 's'})` : '';
  const room = Math.max(width - marker.length, 4);
  return (first.length > room ? `${first.slice(0, room - 3)}...` : first) + marker;
}

export function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
