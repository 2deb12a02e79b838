import { schemaVersion } from '../../store/migrations.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { withStore } from '../command-context.js';
import { printJson, printLine } from '../output.js';

export async function run(_args: unknown[], options: { json?: boolean }): Promise<void> {
  await withStore(({ db, env }) => {
    const result = {
      db_path: env.dbPath,
      schema_version: schemaVersion(db),
      clips: new ClipsRepository(db).count(),
    };
    if (options.json) printJson(result);
    else
      printLine(
        `database ready at ${result.db_path} (schema v${result.schema_version}, ${result.clips} clips)`,
      );
  });
}
