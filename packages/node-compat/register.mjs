// Preload (`node --import`) of every script. MikroORM 7 imports `globSync` from node:fs by name,
// which Node 20 lacks; scripts/patches/@mikro-orm+core+7.2.1.patch (applied by `npm install`
// through patch-package) makes that import one that links on Node 20. This used to be a module
// resolution hook, which sent every import of the process through the hooks thread: about a sixth
// of the platform's start-up CPU. What is left here is a plain message when the patch is missing,
// instead of the loader's "does not provide an export named 'globSync'".
import * as fs from 'node:fs';

if (typeof fs.globSync !== 'function') {
  const utils = new URL(import.meta.resolve('@mikro-orm/core/fs-utils'));
  if (fs.readFileSync(utils, 'utf8').includes('globSync as nodeGlobSync')) {
    console.error(
      'MikroORM is not patched for Node 20: run `npm install` (its postinstall applies scripts/patches), or use Node 22+.',
    );
    process.exit(1);
  }
}
