export { releaseMemoryWhenQuiet, type QuietReleaseOptions } from './release-when-quiet.js';
