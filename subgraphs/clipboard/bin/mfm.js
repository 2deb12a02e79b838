#!/usr/bin/env node
// Launcher only: the CLI runs from a prebuilt bundle so that start-up never pays for a TypeScript loader.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/mfm.js', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('mfm: the CLI is not built yet; run `npm run build:mfm` at the repository root\n');
  process.exit(1);
}
await import(bundle.href);
