// Part of `npm run build`: the initialised PGlite data directory that new data folders start from
// (packages/db/src/pglite-options.ts says why).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { PGLITE_TEMPLATE, writePgliteTemplate } from '@platform/db';

// The file name holds the PGlite version, so an existing one is current.
if (!existsSync(PGLITE_TEMPLATE)) await writePgliteTemplate((file, data) => {
  mkdirSync(dirname(fileURLToPath(file)), { recursive: true });
  writeFileSync(file, data);
});
