import { runProcess } from './lifecycle.js';
import { startPlatformProcess } from './platform-process.js';

// `npm start`: the whole platform in one process (embedded mode). Subgraphs named by
// SUBGRAPH_<NAME>_URL are reached over HTTP instead (distributed mode).
await runProcess('platform', startPlatformProcess);
