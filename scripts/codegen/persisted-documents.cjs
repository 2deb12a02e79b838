// graphql-codegen plugin: the trusted-documents manifest (docs/trusted-documents.md), in Apollo's
// persisted-query manifest format so `rover persisted-queries publish` takes the same file.
// - each named operation of the output's documents, with the fragments it spreads (followed across
//   files), printed: its id is the sha256 of that text, which a client sends as
//   extensions.persistedQuery.sha256Hash or documentId;
// - the manifests listed in `include` (the web app's, which graphql-codegen's client preset writes as
//   { "sha256:<hex>": "<text>" }), under their own hashes without the prefix. A listed file that does not exist yet is
//   skipped: the web app's codegen runs on its own.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { Kind, parse, print, visit } = require('graphql');

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

function operationEntries(documents) {
  const fragments = new Map();
  const operations = [];
  for (const { document } of documents)
    for (const definition of document?.definitions ?? []) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    }
  return operations.map((operation) => {
    if (!operation.name) throw new Error('persisted documents: every operation needs a name');
    const used = new Map();
    const pending = [operation];
    while (pending.length)
      visit(pending.pop(), {
        FragmentSpread(node) {
          const name = node.name.value;
          const fragment = fragments.get(name);
          if (!fragment)
            throw new Error(`persisted documents: ${operation.name.value} spreads unknown ${name}`);
          if (!used.has(name)) (used.set(name, fragment), pending.push(fragment));
        },
      });
    const body = print({ kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
    return { id: sha256(body), name: operation.name.value, type: operation.operation, body };
  });
}

function includedEntries(path) {
  const file = resolve(process.cwd(), path);
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries(manifest).map(([id, body]) => {
    const operation = parse(body).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const hash = id.replace(/^sha256:/, '');
    return { id: hash, name: operation?.name?.value ?? '', type: operation?.operation ?? 'query', body };
  });
}

module.exports = {
  plugin(_schema, documents, config) {
    const byId = new Map();
    for (const entry of [...operationEntries(documents), ...(config.include ?? []).flatMap(includedEntries)])
      byId.set(entry.id, entry);
    const operations = [...byId.values()].sort(
      (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
    return `${JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations }, null, 2)}\n`;
  },
};
