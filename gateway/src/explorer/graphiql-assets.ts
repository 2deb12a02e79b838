import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import type { Logger } from '@platform/observability';

declare global {
  /** Set by scripts/build.mjs in dist/: the explorer's assets were written to dist/explorer then. */
  var PLATFORM_EXPLORER_PREBUILT: boolean | undefined;
}

/** Where the page asks for its script and stylesheet: beside /graphql, on the same origin. */
export const GRAPHIQL_ASSETS_PATH = '/explorer';

const ENTRY = fileURLToPath(new URL('./browser/graphiql-app.js', import.meta.url));
const PREBUILT = fileURLToPath(new URL('../../../dist/explorer/', import.meta.url));
const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', txt: 'text/plain' };

type Assets = Map<string, Uint8Array>;

/** The bundle `npm run build` wrote (dist/), or, from the TypeScript sources, one built now in memory. */
async function loadAssets(): Promise<Assets> {
  if (!globalThis.PLATFORM_EXPLORER_PREBUILT) {
    // Only a run from the TypeScript sources bundles here: esbuild (10 MB resident) stays unloaded otherwise.
    const { buildGraphiql } = await import('./graphiql-bundle.mjs');
    return buildGraphiql({ entry: ENTRY, outdir: PREBUILT, write: false });
  }
  const assets: Assets = new Map();
  for (const name of await readdir(PREBUILT)) assets.set(name, await readFile(`${PREBUILT}${name}`));
  return assets;
}

/**
 * GET /explorer/<file>: the offline explorer's script and stylesheet. They are prepared when the
 * app is built (a failure is logged, and the files answer 503), so the first page view waits for nothing.
 */
export function graphiqlAssets(logger: Logger): Router {
  const assets = loadAssets();
  assets.catch((error: unknown) =>
    logger.error({ err: error }, 'the offline explorer could not be prepared'),
  );
  const router = express.Router();
  router.get(`${GRAPHIQL_ASSETS_PATH}/:file`, async (req, res) => {
    const files = await assets.catch(() => undefined);
    if (!files) return void res.status(503).type('text/plain').send('The explorer is unavailable');
    const body = files.get(req.params.file);
    if (!body) return void res.status(404).type('text/plain').send('Not found');
    res.setHeader('Cache-Control', 'no-cache');
    res
      .type(TYPES[req.params.file.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .send(Buffer.from(body));
  });
  return router;
}
