import { exitCodeFor } from './exit-code.js';
import { parseSimpleSearch } from './search-fast-path.js';

// `mfm recent | head -1` closes stdout early; that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

// `mfm search` has an 80 ms start-to-exit budget. Its plain uses run here without commander: loading
// commander and registering ~40 commands costs ~10 ms of CPU per process, more than the query itself.
// Everything else, including help and usage errors of `search`, goes through the full program.
const simpleSearch = process.argv[2] === 'search' ? parseSimpleSearch(process.argv.slice(3)) : undefined;
if (simpleSearch) {
  try {
    const { run } = await import('./commands/search.command.js');
    await run([simpleSearch.words], simpleSearch.options);
  } catch (error) {
    process.exitCode = exitCodeFor(error);
  }
} else {
  const { runCli } = await import('./program.js');
  await runCli(process.argv);
}
