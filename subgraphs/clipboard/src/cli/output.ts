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

export function preview(text: string, width = 100): string {
  const flat = text.trim().replace(/\r?\n/g, '\\n').replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 3)}...` : flat;
}

export function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
