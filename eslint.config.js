// Lint guards the domain boundaries (docs/adr/0010-domain-boundaries-enforced-by-lint.md) plus a few
// cheap correctness rules; formatting is Prettier's (.prettierrc.json), checked by the same `npm run lint`.
import tseslint from 'typescript-eslint';
import platform from './scripts/eslint/boundaries.js';

export default tseslint.config(
  {
    // Build output and generated code (.gitignore's entries, and codegen's __generated__ folders).
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.test-build/**',
      '**/data/**',
      '**/coverage/**',
      '.node24/**',
      '**/__generated__/**',
      'bench-results/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { platform },
    rules: {
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-duplicate-case': 'error',
      'no-self-assign': 'error',
      'no-unsafe-finally': 'error',
      'no-unreachable': 'error',
      'no-constant-binary-expression': 'error',
      'no-compare-neg-zero': 'error',
      'no-dupe-else-if': 'error',
      'no-import-assign': 'error',
      'use-isnan': 'error',
      'valid-typeof': 'error',
    },
  },
  {
    // Each domain's own code: src of subgraphs and packages, and the REST adapters.
    files: ['subgraphs/*/src/**/*.ts', 'packages/*/src/**/*.ts', 'rest-adapters/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'platform/boundaries': 'error' },
  },
  {
    // Tests: a subgraph's import packages and that subgraph only; a suite in test/ that composes several
    // domains is listed in CROSS_DOMAIN_SUITES (scripts/eslint/boundaries.js).
    files: ['subgraphs/*/test/**/*.ts', 'subgraphs/*/src/**/*.test.ts', 'test/**/*.ts'],
    rules: { 'platform/boundaries': 'error' },
  },
);
