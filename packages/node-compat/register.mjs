// Preload (`node --import`) that installs the Node 20 compatibility hooks; a no-op on Node 22+.
import { register } from 'node:module';
import * as fs from 'node:fs';

if (typeof fs.globSync !== 'function') register('./hooks.mjs', import.meta.url);
