// Bundles the offline explorer (GraphiQL, React, the fetcher, the stylesheet) for the browser:
// written to dist/explorer by scripts/build.mjs, or kept in memory when the platform runs from its
// TypeScript sources (graphiql-assets.ts). Plain JavaScript, so the build script can import it.
import { build } from 'esbuild';

/**
 * @param {{ entry: string, outdir: string, write: boolean }} options
 * @returns {Promise<Map<string, Uint8Array>>} file name (graphiql.js, graphiql.css) → contents
 */
export async function buildGraphiql({ entry, outdir, write }) {
  const result = await build({
    entryPoints: { graphiql: entry },
    outdir,
    write,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'linked',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: {
      '.woff2': 'dataurl',
      '.woff': 'dataurl',
      '.ttf': 'dataurl',
      '.svg': 'dataurl',
      '.png': 'dataurl',
    },
    logLevel: 'warning',
  });
  const files = new Map();
  for (const file of result.outputFiles ?? []) files.set(file.path.split(/[\\/]/).pop(), file.contents);
  return files;
}
