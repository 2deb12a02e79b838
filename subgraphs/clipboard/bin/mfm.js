#!/usr/bin/env node
// Launcher only: the CLI runs from a prebuilt bundle so that start-up never pays for a TypeScript loader.
// The bundle is imported directly (no existence check first, which would load node:fs as an ES module
// on every run); a missing bundle shows up as the import failing for that very file.
const bundle = new URL('../dist/mfm.js', import.meta.url);
try {
  await import(bundle.href);
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || error.url !== bundle.href) throw error;
  process.stderr.write('mfm: the CLI is not built yet; run `npm run build:mfm` at the repository root\n');
  process.exit(1);
}
