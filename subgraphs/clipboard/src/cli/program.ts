import { Command, CommanderError } from 'commander';
import { MFM_VERSION } from '../version.js';
import { exitCodeFor } from './exit-code.js';
import { registerCaptureCommands } from './register-capture.js';
import { registerHelperCommands } from './register-helpers.js';
import { registerInsightCommands } from './register-insights.js';
import { registerMaintenanceCommands } from './register-maintenance.js';
import { registerRetrievalCommands } from './register-retrieval.js';
import { registerSharingCommands } from './register-sharing.js';

/** The full commander program: every command, help, usage errors. main.ts decides when it is needed. */
export async function runCli(argv: string[]): Promise<void> {
  const program = new Command('mfm')
    .description('mfm: local clipboard memory. Everything stays in ~/.my-father-mother (MFM_HOME overrides).')
    .version(MFM_VERSION)
    .exitOverride()
    .showSuggestionAfterError()
    .addHelpText(
      'after',
      '\nExamples:\n  mfm recent --limit 5\n  mfm search "deploy key" --app terminal\n  mfm config --set max_bytes 32768',
    );

  registerCaptureCommands(program);
  registerRetrievalCommands(program);
  registerInsightCommands(program);
  registerHelperCommands(program);
  registerMaintenanceCommands(program);
  registerSharingCommands(program);

  try {
    await program.parseAsync(argv);
  } catch (error) {
    // commander already printed why; --help and --version end with exit code 0.
    if (error instanceof CommanderError) process.exitCode = error.exitCode === 0 ? 0 : 2;
    else process.exitCode = exitCodeFor(error);
  }
}
