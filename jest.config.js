// Jest runs the TypeScript sources as native ES modules (MikroORM 7 and Agenda 6 are ESM-only).
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/data/'],
  // A busy 2-core machine (CI, parallel runs) stretches one test's platform round trips past 30 s.
  testTimeout: 60000,
};
