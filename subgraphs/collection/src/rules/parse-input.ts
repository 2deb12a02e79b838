// One parser for every cards domain's service inputs, and the one uuid rule for their ids (packages/errors).
export { isUuid, parseInput } from '@platform/errors';
