// The resume API's validation shape, shared with profiles (packages/errors).
export { parseInputFirstIssue as parseInput } from '@platform/errors';
