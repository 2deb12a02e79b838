import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  embeddedDataFolder,
  PGLITE_TEMPLATE,
  prepareEmbeddedDatabase,
  takePreparedDatabase,
} from './embedded-prepare.js';

const root = mkdtempSync(join(tmpdir(), 'embedded-prepare-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The template is written by `npm run build`, which `npm test` runs first.
const withTemplate = existsSync(PGLITE_TEMPLATE) ? it : it.skip;

describe('embedded database preparation', () => {
  it('keeps no files for an in-memory database', () => {
    expect(embeddedDataFolder('memory://tests')).toBeUndefined();
    expect(embeddedDataFolder('/srv/data')).toBe('/srv/data/pg');
  });

  withTemplate('copies the template into a new data folder, once, and compiles the WebAssembly', async () => {
    const dataDir = join(root, 'fresh');
    prepareEmbeddedDatabase(dataDir);
    const prepared = takePreparedDatabase(embeddedDataFolder(dataDir));
    await prepared.folder;
    expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['pg']); // the partial copy was renamed into place
    expect(WebAssembly.Module.exports(await prepared.wasmModule).length).toBeGreaterThan(0);

    // Taken once: the next open checks the folder afresh, and a database there is kept.
    writeFileSync(join(dataDir, 'pg', 'marker'), 'kept');
    await takePreparedDatabase(embeddedDataFolder(dataDir)).folder;
    expect(existsSync(join(dataDir, 'pg', 'marker'))).toBe(true);
  });

  withTemplate('leaves a folder that already holds files alone', async () => {
    const dataDir = join(root, 'occupied');
    mkdirSync(join(dataDir, 'pg'), { recursive: true });
    writeFileSync(join(dataDir, 'pg', 'someone-elses-file'), 'x');
    prepareEmbeddedDatabase(dataDir);
    await takePreparedDatabase(embeddedDataFolder(dataDir)).folder;
    expect(readdirSync(join(dataDir, 'pg'))).toEqual(['someone-elses-file']);
  });

  withTemplate('hands a failed copy to whoever opens the database, not to the process', async () => {
    const blocked = join(root, 'blocked');
    writeFileSync(blocked, 'a file where the data folder should be');
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      prepareEmbeddedDatabase(blocked);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
      await expect(takePreparedDatabase(embeddedDataFolder(blocked)).folder).rejects.toThrow();
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
