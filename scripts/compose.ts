// `npm run compose`: prints each subgraph's SDL to schema/<name>.graphql, composes them into
// schema/supergraph.graphql and writes the client-facing API schema to schema/api.graphql.
// With --check, writes nothing and exits 1 when a committed file is stale (the CI/test guard).
import { readFileSync, writeFileSync } from 'node:fs';
import { composeSchemas } from './compose-schemas.js';

const check = process.argv.includes('--check');
const result = await composeSchemas();
for (const hint of result.hints) console.warn(`hint: ${hint}`);
if (result.errors.length) {
  for (const error of result.errors) console.error(`composition error: ${error}`);
  process.exit(1);
}
let stale = 0;
for (const [path, content] of Object.entries(result.files)) {
  const url = new URL(`../${path}`, import.meta.url);
  let current = '';
  try {
    current = readFileSync(url, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current === content) continue;
  stale++;
  if (check) console.error(`stale: ${path} (run npm run compose)`);
  else writeFileSync(url, content);
}
if (check && stale) process.exit(1);
console.log(
  check
    ? 'schema files are up to date'
    : `composed ${Object.keys(result.files).length} files, ${stale} changed`,
);
