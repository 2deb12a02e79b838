import { fuzzSuite } from '../../../test/fuzz/fuzz-suite.js';
import { startClipboardFuzzServers } from '../../../test/fuzz/fuzz-targets.js';

// The clipboard tool's local API: SQLite, not the platform's database, so it runs with the clipboard's
// own suites (on the Node that built better-sqlite3), not in the end-to-end passes.
fuzzSuite('fuzzing the clipboard API from its documents', startClipboardFuzzServers);
