import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The web UI's folder (subgraphs/clipboard/web: static HTML, JS and CSS, no build step). Looked up
 * relative to this module as it runs: from the sources (src/http/) or from the bundle (dist/ or
 * dist/chunks/), which both live inside the package.
 */
export function webAssetsDir(): string {
  const candidates = ['../../web/', '../web/', '../../../web/'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(`${dir}index.html`));
  if (!found) throw new Error(`web UI files not found (looked in ${candidates.join(', ')})`);
  return found;
}
