// Jest builds its own module records for node:fs from the fs object's keys, so on Node 20 the
// `globSync` that MikroORM 7 imports is added here (see packages/node-compat for the runtime hook).
import fs from 'node:fs';
// @ts-expect-error the JavaScript shim has no type declarations
import { globSync } from '../../packages/node-compat/fs-glob.mjs';

if (typeof (fs as { globSync?: unknown }).globSync !== 'function') Object.assign(fs, { globSync });
