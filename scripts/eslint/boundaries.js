// The platform's dependency rule as a lint rule: a subgraph reaches another domain only through the
// graph or a published contract package, never through its source. See docs/adr/0010-domain-boundaries-enforced-by-lint.md.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Workspace package name -> its folder relative to the root, read from each workspace's package.json. */
function workspaceFolders() {
  const folders = new Map();
  const add = (folder) => {
    try {
      const { name } = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
      if (name) folders.set(name, folder);
    } catch {
      // not a workspace
    }
  };
  for (const parent of ['packages', 'subgraphs']) {
    for (const entry of readdirSync(join(ROOT, parent), { withFileTypes: true }))
      if (entry.isDirectory()) add(`${parent}/${entry.name}`);
  }
  add('gateway');
  add('rest-adapters');
  return folders;
}

const WORKSPACES = workspaceFolders();

/** The layer and owner of a path relative to the root: subgraph X, package X, rest-adapters, gateway, or other. */
export function areaOf(path) {
  const parts = path.split(/[\\/]/);
  if (parts[0] === 'subgraphs' && parts[1])
    return { layer: 'subgraph', name: parts[1], rest: parts.slice(2).join('/') };
  if (parts[0] === 'packages' && parts[1])
    return { layer: 'package', name: parts[1], rest: parts.slice(2).join('/') };
  if (parts[0] === 'rest-adapters')
    return { layer: 'rest-adapters', name: 'rest-adapters', rest: parts.slice(1).join('/') };
  if (parts[0] === 'gateway') return { layer: 'gateway', name: 'gateway', rest: parts.slice(1).join('/') };
  return { layer: 'other', name: parts[0], rest: parts.slice(1).join('/') };
}

/**
 * Folders that host their subgraph themselves, as the gateway hosts the others: they may compose the
 * subgraph with its REST adapter. `mfm serve` runs the clipboard subgraph on loopback
 * (docs/adr/0002-clipboard-outside-the-supergraph.md).
 */
export const HOSTS = ['subgraphs/clipboard/src/http/'];

/**
 * Suites in test/ that compose several domains' code in one process, their services wired as the
 * subgraphs wire them over the graph. Any other test reaches a second domain through the graph, HTTP
 * or a package: a subgraph's tests import packages and that subgraph only.
 */
export const CROSS_DOMAIN_SUITES = [
  'test/support/cards-domains.ts',
  'test/support/resume-domains.ts',
  // The resume product end to end: the hunter's job boards and the profiles' model, both stood in for.
  'test/resume-hunter.e2e.test.ts',
];

/** Where an import specifier lands, or undefined for a third-party module. */
function targetOf(specifier, fromFile) {
  if (specifier.startsWith('.')) {
    const target = relative(ROOT, resolve(dirname(fromFile), specifier));
    return { ...areaOf(target), bySubpath: false, path: target.split(sep).join('/') };
  }
  const match = /^(@[^/]+\/[^/]+|[^@/][^/]*)(?:\/(.*))?$/.exec(specifier);
  const folder = match && WORKSPACES.get(match[1]);
  if (!folder) return undefined;
  return { ...areaOf(folder), bySubpath: true, subpath: match[2] ?? '', path: folder };
}

/** Generated operation and validation documents a REST adapter may use: `<subgraph>/validation` or the __generated__ folder. */
const isGeneratedDocument = (target) =>
  target.bySubpath
    ? target.subpath === 'validation'
    : /^src\/graphql\/__generated__\//.test(target.path.split('/').slice(2).join('/'));

/**
 * The accounts domain's OpenID Connect provider is served on the tab API's port: the tab API's server
 * mounts it through the package's `oidc` entry (docs/identity/oidc.md), as a host folder hosts its subgraph.
 */
const isServedProvider = (from, to) =>
  from.rest.startsWith('tabs/server/') &&
  to.bySubpath &&
  to.path === 'subgraphs/accounts' &&
  to.subpath === 'oidc';

/** The gateway's one export surface for the product servers: all a REST adapter may import of the gateway. */
export const GATEWAY_ENTRY = 'product-host';
const isGatewayEntry = (target) => target.bySubpath && target.subpath === GATEWAY_ENTRY;

/** Why `from` may not import `to`, or undefined when it may. */
export function violation(from, to) {
  if (from.layer === 'subgraph') {
    if (to.layer === 'subgraph' && to.name !== from.name)
      return `the ${from.name} subgraph imports the ${to.name} subgraph; go through the graph or a contracts package (packages/*)`;
    if (to.layer === 'rest-adapters' && from.host) return undefined;
    if (to.layer === 'rest-adapters' || to.layer === 'gateway')
      return `a subgraph imports ${to.layer}; subgraphs depend on packages only`;
  }
  if (from.layer === 'package' && ['subgraph', 'rest-adapters', 'gateway'].includes(to.layer)) {
    return `the ${from.name} package imports ${to.layer === 'subgraph' ? `the ${to.name} subgraph` : to.layer}; packages depend on packages only`;
  }
  if (from.layer === 'rest-adapters' && to.layer === 'gateway' && !isGatewayEntry(to)) {
    return `a REST adapter imports the gateway's source; import @platform/gateway/${GATEWAY_ENTRY} (gateway/src/${GATEWAY_ENTRY}.ts)`;
  }
  if (
    from.layer === 'rest-adapters' &&
    to.layer === 'subgraph' &&
    !isGeneratedDocument(to) &&
    !isServedProvider(from, to)
  ) {
    return `a REST adapter imports the ${to.name} subgraph's source; use its generated documents (<subgraph>/validation) or a contracts package`;
  }
  return undefined;
}

/** The module specifier of an import or export node, or undefined where it has none. */
function sourceOf(node) {
  let source = node?.source ?? node?.argument;
  if (source?.type === 'TSLiteralType') source = source.literal;
  return source?.type === 'Literal' && typeof source.value === 'string' ? source : undefined;
}

/** A test/ file outside CROSS_DOMAIN_SUITES may use the code (not only the types) of one subgraph at most. */
function oneDomainAtMost(context, file) {
  const reached = new Map();
  const note = (node) => {
    const source = sourceOf(node);
    if (!source || node.importKind === 'type' || node.exportKind === 'type') return;
    const to = targetOf(source.value, file);
    if (to?.layer === 'subgraph' && !isGeneratedDocument(to) && !reached.has(to.name))
      reached.set(to.name, source);
  };
  const report = () => {
    if (reached.size < 2) return;
    const [, source] = [...reached][1];
    const names = [...reached.keys()].join(', ');
    const why = `this test composes the ${names} subgraphs; list a cross-domain suite in CROSS_DOMAIN_SUITES (scripts/eslint/boundaries.js)`;
    context.report({ node: source, messageId: 'crossing', data: { specifier: source.value, why } });
  };
  return {
    ImportDeclaration: note,
    ExportNamedDeclaration: note,
    ExportAllDeclaration: note,
    ImportExpression: note,
    'Program:exit': report,
  };
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Subgraphs, packages and REST adapters import only across allowed boundaries' },
    messages: { crossing: "'{{specifier}}': {{why}}." },
    schema: [],
  },
  create(context) {
    const file = isAbsolute(context.filename)
      ? context.filename
      : resolve(context.cwd ?? ROOT, context.filename);
    const path = relative(ROOT, file).split(sep).join('/');
    const from = { ...areaOf(path), host: HOSTS.some((prefix) => path.startsWith(prefix)) };
    if (from.layer === 'other')
      return from.name === 'test' && !CROSS_DOMAIN_SUITES.includes(path)
        ? oneDomainAtMost(context, file)
        : {};
    const check = (node) => {
      const source = sourceOf(node);
      if (!source) return;
      const to = targetOf(source.value, file);
      const why = to && violation(from, to);
      if (why)
        context.report({ node: source, messageId: 'crossing', data: { specifier: source.value, why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};

export default { meta: { name: 'platform-boundaries' }, rules: { boundaries } };
