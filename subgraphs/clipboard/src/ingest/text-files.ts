import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

// The existing tool's list of text and code extensions; files without an extension are read too.
export const TEXT_EXTENSIONS = new Set(
  (
    '.txt .md .markdown .log .json .py .js .ts .tsx .jsx .mjs .cjs .go .rs .java .kt .rb .sh .zsh .bash .fish ' +
    '.php .cs .cpp .cxx .cc .h .hpp .m .mm .swift .scala .sql .yaml .yml .toml .ini .cfg .csv .html .css .xml'
  ).split(' '),
);

/** Folders that are never user content and can hold thousands of files. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  '.hg',
  '.svn',
  '__pycache__',
  '.venv',
  'dist',
  'build',
]);

export function isTextPath(path: string): boolean {
  const ext = extname(path).toLowerCase();
  return ext === '' || TEXT_EXTENSIONS.has(ext);
}

/**
 * Files under `root` that `accept` takes (text files by default), or `root` itself when it is a file;
 * sorted for a stable order; hidden entries are skipped.
 */
export function listTextFiles(root: string, accept: (path: string) => boolean = isTextPath): string[] {
  if (!statSync(root).isDirectory()) return [root];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (entry.isFile() && accept(path)) {
        found.push(path);
      }
    }
  };
  walk(root);
  return found.sort();
}

/** A NUL byte in the first 8 KB marks a binary file, the same test git uses. */
export function looksBinary(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(8192);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).includes(0);
  } finally {
    closeSync(fd);
  }
}
