// The first screen's JavaScript and CSS as a browser loads them from dist/web/index.html (the entry
// script, its modulepreloads, the stylesheet), raw and gzip-compressed (level 9): the figure the
// app's size budget is about. `node web/initial-size.mjs [dist/web]` prints it as JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { WEB_OUT_DIR } from './build.mjs';

/** Sizes in bytes of the files index.html loads before the first screen renders. */
export function initialSize(dir = WEB_OUT_DIR) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/app\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const sizes = files.map((file) => {
    const bytes = readFileSync(join(dir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = (kind, ext) => sizes.filter((s) => s.file.endsWith(ext)).reduce((sum, s) => sum + s[kind], 0);
  return {
    files: sizes,
    js: { raw: total('raw', '.js'), gzip: total('gzip', '.js') },
    css: { raw: total('raw', '.css'), gzip: total('gzip', '.css') },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  console.log(JSON.stringify(initialSize(process.argv[2]), null, 2));
