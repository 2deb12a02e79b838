// The clipboard tool's bench (50,000 clips: capture, full-text and semantic search, export/import, the
// `mfm search` process, full-text search over HTTP) runs as its own process, as `mfm` does, and writes
// its own table to bench-results/clipboard.md; this section runs it and points the report there.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NODE_TS_ARGS } from '../test/support/platform-process.js';
import type { SectionResult } from './bench-table.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export async function clipboardBench(): Promise<SectionResult> {
  const args = [...NODE_TS_ARGS, 'subgraphs/clipboard/bench/clipboard-bench.ts'];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the clipboard bench exited with ${code}`);
  return {
    notes: ['Clipboard tool (`mfm`, 50,000 clips): see bench-results/clipboard.md, written by the same run.'],
  };
}
