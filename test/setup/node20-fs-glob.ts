// Jest builds its own module records for node:fs from the fs object's keys, so on Node 20 the
// `globSync` that MikroORM 7 imports is added here (outside Jest, scripts/patches/@mikro-orm+core+7.2.1.patch makes that import link on Node 20).
import fs from 'node:fs';
// @ts-expect-error the JavaScript shim has no type declarations
import { globSync } from '../../packages/node-compat/fs-glob.mjs';

if (typeof (fs as { globSync?: unknown }).globSync !== 'function') Object.assign(fs, { globSync });
