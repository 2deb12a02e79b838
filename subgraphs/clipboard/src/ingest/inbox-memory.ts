import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

// path -> "size:mtimeMs" of the version last ingested; a changed file is ingested again.
const memorySchema = z.object({ version: z.literal(1), files: z.record(z.string(), z.string()) });

/** Which inbox files were already ingested, kept in a small JSON file next to the database. */
export class InboxMemory {
  private files: Record<string, string> = {};

  constructor(private readonly path: string) {
    if (!existsSync(path)) return;
    const parsed = memorySchema.safeParse(safeJson(readFileSync(path, 'utf8')));
    // A damaged file is started over rather than trusted: the worst case is a repeat sighting per file.
    if (parsed.success) this.files = parsed.data.files;
  }

  seen(file: string, signature: string): boolean {
    return this.files[file] === signature;
  }

  remember(file: string, signature: string): void {
    this.files[file] = signature;
  }

  /** Drops entries of files that are gone, so the memory does not grow forever. */
  keepOnly(present: Set<string>): void {
    for (const file of Object.keys(this.files)) if (!present.has(file)) delete this.files[file];
  }

  save(): void {
    const temp = `${this.path}.tmp`;
    writeFileSync(temp, JSON.stringify({ version: 1, files: this.files }), 'utf8');
    renameSync(temp, this.path); // atomic: a crash mid-write never leaves half a file
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
