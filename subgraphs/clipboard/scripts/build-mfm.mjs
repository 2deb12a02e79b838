// Bundles the mfm CLI into dist/ so it runs on plain Node (no tsx at run time).
// Code splitting keeps each command in its own chunk: `mfm search` never parses zod or the capture code.
import esbuild from 'esbuild';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

// serve and bridge are written alongside the rest of the CLI; until a module exists, its command is
// built as one that says so (exit 1) instead of failing the whole bundle.
const OPTIONAL_COMMANDS = /^\.\/commands\/(serve|bridge)\.command\.js$/;

/** @type {import('esbuild').Plugin} */
const optionalCommands = {
  name: 'mfm-optional-commands',
  setup(build) {
    build.onResolve({ filter: OPTIONAL_COMMANDS }, (args) => {
      const source = `${args.resolveDir}/${args.path.slice(2).replace(/\.js$/, '.ts')}`;
      if (existsSync(source)) return undefined; // the real module: normal resolution
      return { path: OPTIONAL_COMMANDS.exec(args.path)[1], namespace: 'mfm-missing-command' };
    });
    build.onLoad({ filter: /.*/, namespace: 'mfm-missing-command' }, (args) => ({
      contents: `export function run() { process.stderr.write('mfm: ${args.path} is not part of this build\\n'); process.exitCode = 1; }`,
      loader: 'js',
    }));
  },
};

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
    plugins: [optionalCommands],
    logLevel: 'warning',
  });
  return `${outdir}/mfm.js`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = await buildMfm();
  process.stdout.write(`built ${out}\n`);
}
