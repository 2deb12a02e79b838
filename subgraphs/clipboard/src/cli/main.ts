import { Command, CommanderError } from 'commander';
import { MfmError } from '../errors.js';
import { MFM_VERSION } from '../version.js';
import { warn } from './output.js';
import { registerCaptureCommands } from './register-capture.js';
import { registerHelperCommands } from './register-helpers.js';
import { registerInsightCommands } from './register-insights.js';
import { registerMaintenanceCommands } from './register-maintenance.js';
import { registerRetrievalCommands } from './register-retrieval.js';
import { registerSharingCommands } from './register-sharing.js';

// `mfm recent | head -1` closes stdout early; that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2; // commander already printed why
  if (error instanceof MfmError) {
    warn(error.message);
    return error.exitCode;
  }
  const code = (error as { code?: string }).code;
  if (code === 'SQLITE_BUSY') warn('the database is busy (another mfm process is writing); try again');
  else warn((error as Error)?.message ?? String(error));
  return 1;
}

const program = new Command('mfm')
  .description('mfm: local clipboard memory. Everything stays in ~/.my-father-mother (MFM_HOME overrides).')
  .version(MFM_VERSION)
  .exitOverride()
  .showSuggestionAfterError()
  .addHelpText('after', '\nExamples:\n  mfm recent --limit 5\n  mfm search "deploy key" --app terminal\n  mfm config --set max_bytes 32768');

registerCaptureCommands(program);
registerRetrievalCommands(program);
registerInsightCommands(program);
registerHelperCommands(program);
registerMaintenanceCommands(program);
registerSharingCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = exitCodeFor(error);
}
