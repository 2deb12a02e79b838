// The web app's production build (Vite): web/ → dist/web, served at /app/ by the tab API's port.
// `npm run build` (scripts/build.mjs) calls buildWeb(); `node web/build.mjs [outDir]` runs it alone
// (the browser tests do, so they drive the sources as they are).
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import platform from '../package.json' with { type: 'json' };

const webRoot = fileURLToPath(new URL('./', import.meta.url));
export const WEB_OUT_DIR = fileURLToPath(new URL('../dist/web', import.meta.url));

/** Vite's settings for the app; `base` is the path the server mounts it at. */
export const webConfig = (outDir = WEB_OUT_DIR) => ({
  root: webRoot,
  base: '/app/',
  configFile: false,
  logLevel: 'warn',
  // Vite 8 compiles TSX with oxc: React 19's automatic runtime, no plugin needed.
  oxc: { jsx: { runtime: 'automatic' } },
  // The version the app names itself with to the gateway (web/src/client-awareness.ts).
  define: { __APP_VERSION__: JSON.stringify(process.env.VITE_BUILD_ID || platform.version) },
  build: {
    outDir,
    // Old hashed assets stay until the next full build clears them: a page already open keeps loading.
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      // React Router marks its modules "use client" for server components; a browser bundle has none.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});

/**
 * Builds the app into `outDir`, then removes the hashed files no longer part of it. The folder is
 * never emptied first: a build running beside a page being served (the compiled-build test beside
 * the browser test) replaces index.html and leaves the files that page loads in place.
 */
export async function buildWeb(outDir = WEB_OUT_DIR) {
  // React's production build: Vite keeps a NODE_ENV already set (Jest sets `test`) for the bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let outputs;
  try {
    outputs = await build(webConfig(outDir));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const built = new Set(
    [outputs]
      .flat()
      .flatMap((result) => result.output)
      // A chunk's source map is written beside it without an entry of its own.
      .flatMap((file) => [file.fileName, `${file.fileName}.map`]),
  );
  const assets = join(outDir, 'assets');
  for (const name of await readdir(assets).catch(() => []))
    if (!built.has(`assets/${name}`)) await rm(join(assets, name), { force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildWeb(process.argv[2]);
