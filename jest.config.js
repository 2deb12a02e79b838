// Jest runs the TypeScript sources as native ES modules (MikroORM 7 and Agenda 6 are ESM-only).
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFiles: ['<rootDir>/test/setup/node20-fs-glob.ts'],
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/data/'],
  testTimeout: 30000,
  // Test files start real servers and job pollers and close them in afterAll, but Agenda 6.2.6 leaves
  // timers it never clears or unrefs: every job run starts a lock-lifetime watchdog (a 5-minute
  // `delay` in JobProcessor's checkIfJobIsStillAlive, not cancelled when the job ends), and a job due
  // within one poll arms a setTimeout that stop() does not clear (agenda/agenda#1786, fixed upstream
  // after 6.2.6). Until a release carries both, workers that ran jobs cannot exit on their own.
  forceExit: true,
};
