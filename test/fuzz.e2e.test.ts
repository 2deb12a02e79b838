import { fuzzSuite } from './fuzz/fuzz-suite.js';
import { startPlatformFuzzServers } from './fuzz/fuzz-targets.js';

// The platform's APIs (the tabs, resume, Hunter, cards and game REST APIs, the gateway's /graphql, both graphql-ws endpoints); it
// runs in every end-to-end pass (PGlite and the PostgreSQL server on Node 24).
fuzzSuite('fuzzing the platform APIs from their documents', startPlatformFuzzServers);
