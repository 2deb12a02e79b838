// `npm run build` (also run by `npm install` through `prepare`): the production entries compiled to
// JavaScript in dist/, so `npm start` runs without transpiling TypeScript at start-up (tsx compiled
// every module on each start, a few seconds and about 100 MB). `npm test` starts these entries too;
// the dev scripts and a test file run on its own keep running the TypeScript sources.
//
// Our own code (the workspaces, @platform/*) is bundled into one file per entry and a chunk per
// dynamic import; every package from node_modules stays an import, loaded from node_modules. Each
// bundled module's `import.meta.url` is rewritten to its source file's location relative to
// dist/, so the SDL and supergraph files it reads next to itself are found where they are in the
// repository.
import { readdir, readFile, rm } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildGraphiql } from '../gateway/src/explorer/graphiql-bundle.mjs';
import { buildWeb } from '../web/build.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const outdir = `${root}dist`;

/**
 * The production entries (`dist/<name>.js` from each source): the platform, one subgraph alone, the
 * analysis service, the job worker. A JSON file, because `npm test` runs the same entries from dist/.
 */
export const ENTRIES = JSON.parse(await readFile(`${root}scripts/build-entries.json`, 'utf8'));

const ownModulesInPlace = {
  name: 'own-modules-in-place',
  setup(b) {
    // Bare imports other than our workspaces are packages from node_modules: keep them external.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true },
    );
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromDist = relative(outdir, args.path).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new globalThis.URL(${JSON.stringify(fromDist)}, import.meta.url).href`,
        ),
        loader: 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

// Chunks are named by their content: the previous build's would stay beside the new ones.
for (const file of await readdir(outdir).catch(() => []))
  if (file.startsWith('chunk-')) await rm(`${outdir}/${file}`);

await build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir,
  bundle: true,
  // A dynamic import is a chunk of its own, loaded (with the packages it imports) when it runs:
  // the platform's entry starts work that needs no main thread before it loads the rest. Every
  // file sits in dist/ itself, where `import.meta.url` below is relative to.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: 'linked',
  plugins: [ownModulesInPlace],
  // The offline explorer's files are written below: dist/ serves them instead of bundling at start.
  define: { 'globalThis.PLATFORM_EXPLORER_PREBUILT': 'true' },
  logLevel: 'warning',
});

// GraphiQL for the browser (GRAPHQL_EXPLORER=graphiql): served from dist/explorer, nothing fetched at run time.
await buildGraphiql({
  entry: `${root}gateway/src/explorer/browser/graphiql-app.js`,
  outdir: `${outdir}/explorer`,
  write: true,
});

// The web app (web/, docs/web-app.md): dist/web, served at /app/ on the tab API's port.
await buildWeb(`${outdir}/web`);
