// Bundles the mfm CLI into dist/ so it runs on plain Node (no tsx at run time).
// Code splitting keeps each command in its own chunk: `mfm search` never parses zod or the capture code.
import esbuild from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** @param {{ outdir?: string, minify?: boolean }} [options] */
export async function buildMfm(options = {}) {
  const outdir = options.outdir ?? `${packageDir}dist`;
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { mfm: `${packageDir}src/cli/main.ts` },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: options.minify ?? true,
    chunkNames: 'chunks/[name]-[hash]',
    // Native addon and packages that are loaded only by the commands that need them.
    external: ['better-sqlite3', 'clipboardy', 'cli-progress'],
    // Bundled CommonJS (commander) calls require() for node: builtins; ESM output has no require.
    banner: { js: "import { createRequire as __mfmRequire } from 'node:module'; const require = __mfmRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return `${outdir}/mfm.js`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = await buildMfm();
  process.stdout.write(`built ${out}\n`);
}
