// Bundles the mfm CLI into dist/ so it runs on plain Node (no tsx at run time).
// Code splitting keeps each command in its own chunk: `mfm search` never parses zod or the capture code.
import esbuild from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

// Bundled CommonJS (commander, better-sqlite3's JavaScript) calls require() for node: builtins and
// for the native addon; ESM output has no require.
const requireBanner = {
  js: "import { createRequire as __mfmRequire } from 'node:module'; const require = __mfmRequire(import.meta.url);",
};

/**
 * The fast-path entry (dist/mfm.js) bundles `search` without commander. options.ts takes only
 * InvalidArgumentError from commander, and the fast path treats any parser error as "let the full
 * program report it", so a local class stands in for it; any other commander import fails the build.
 */
const commanderErrorOnly = {
  name: 'mfm-commander-error-only',
  setup(build) {
    build.onResolve({ filter: /^commander$/ }, () => ({
      path: 'commander',
      namespace: 'mfm-commander-error-only',
    }));
    build.onLoad({ filter: /.*/, namespace: 'mfm-commander-error-only' }, () => ({
      contents: 'export class InvalidArgumentError extends Error {}',
      loader: 'js',
    }));
    // The full program is the other build's output, imported at run time from next to this file.
    build.onResolve({ filter: /^\.\/program\.js$/ }, () => ({ path: './program.js', external: true }));
  },
};

/** @param {{ outdir?: string, minify?: boolean }} [options] */
export async function buildMfm(options = {}) {
  const outdir = options.outdir ?? `${packageDir}dist`;
  rmSync(outdir, { recursive: true, force: true });
  const common = {
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    minify: options.minify ?? true,
    // Packages that are loaded only by the commands that need them. better-sqlite3's JavaScript is
    // bundled (its native addon is loaded by path at run time, see store/sqlite-driver.ts); `bindings`
    // is its fallback addon lookup, used only when that path is not found. onnxruntime-web (e5-small
    // only, dynamically imported) stays a node_modules import: it finds its .wasm files next to itself.
    external: ['bindings', 'clipboardy', 'cli-progress', 'onnxruntime-web'],
    banner: requireBanner,
    logLevel: 'warning',
  };
  // Two bundles. dist/mfm.js is main.ts in one file (no chunks to resolve and link one by one): it runs
  // plain `mfm search` itself and imports dist/program.js for everything else. dist/program.js is the
  // commander program, code-split per command so each command loads only its own code.
  await esbuild.build({
    ...common,
    entryPoints: { program: `${packageDir}src/cli/program.ts` },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
  await esbuild.build({
    ...common,
    entryPoints: { mfm: `${packageDir}src/cli/main.ts` },
    outdir,
    plugins: [commanderErrorOnly],
  });
  return `${outdir}/mfm.js`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = await buildMfm();
  process.stdout.write(`built ${out}\n`);
}
