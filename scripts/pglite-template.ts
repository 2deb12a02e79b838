// Part of `npm run build`: the initialised PGlite data directory that new data folders start from
// (packages/db/src/pglite-options.ts says why).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { writePgliteTemplate } from '@platform/db';

await writePgliteTemplate((file, data) => {
  mkdirSync(dirname(fileURLToPath(file)), { recursive: true });
  writeFileSync(file, data);
});
