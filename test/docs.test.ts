// Keeps the documentation honest about the repository it describes: README's size and quick start (CI
// runs the test command written there), links that lead somewhere, an ARCHITECTURE.md that names every
// subgraph, adapter and package, a configuration page that lists every setting the code reads, and docs
// that describe the code rather than how it was written. Reads files only; starts no server.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { configSchema } from '@platform/config';
import { analysisEnvSchema } from '../subgraphs/analysis/src/config.js';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function markdownUnder(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...markdownUnder(path));
    else if (entry.name.endsWith('.md')) found.push(path);
  }
  return found;
}

const TOP_LEVEL = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', 'CHANGELOG.md'];
const DOCS = [...TOP_LEVEL, ...markdownUnder('docs')];

/**
 * Words about how the code was built (a numbered stop of the work, or one relative to "this" one) or
 * citing documents a reader does not have. The phrases are put together from parts so that this
 * file, which holds the rule, does not itself read as text the rule forbids.
 */
const STOP_WORDS = new RegExp(
  [
    'stop [0-9]+',
    ...['this', 'next', 'previous'].map((when) => `${when} stop`),
    ['architecture', 'brief'].join(' '),
    'spec [0-9][ABC]?\\b',
  ].join('|'),
  'i',
);

/** Relative link targets of a markdown text, without their #anchor (code spans and fences left out). */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.split('#')[0]));
}

const folders = (parent: string) =>
  readdirSync(join(ROOT, parent)).filter(
    (name) =>
      !name.startsWith('.') && name !== 'node_modules' && statSync(join(ROOT, parent, name)).isDirectory(),
  );

describe('README', () => {
  const readme = read('README.md');

  it('is at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('opens with the Quick start and its two commands', () => {
    const sections = readme.split('\n').filter((line) => line.startsWith('## '));
    expect(sections[0]).toBe('## Quick start');
    const quickStart = readme.slice(readme.indexOf('## Quick start'));
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(quickStart)?.[1] ?? '';
    const commands = firstBlock
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter(Boolean);
    expect(commands.slice(0, 2)).toEqual(['npm install && npm start', 'npm install && npm test']);
  });
});

describe('links', () => {
  it.each(DOCS)('every relative link of %s leads to a file', (path) => {
    const broken = relativeLinks(read(path)).filter(
      (target) => !existsSync(resolve(ROOT, dirname(path), target)),
    );
    expect(broken).toEqual([]);
  });
});

describe('ARCHITECTURE.md', () => {
  const architecture = read('ARCHITECTURE.md');
  const named = (folder: string) =>
    new RegExp(`(^|[\\s\`/])${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`, 'm').test(architecture);

  it.each(['subgraphs', 'rest-adapters', 'packages'])('names every folder under %s/', (parent) => {
    expect(folders(parent).filter((folder) => !named(folder))).toEqual([]);
  });
});

describe('docs/configuration.md', () => {
  const page = read('docs/configuration.md');
  const listed = (name: string) => page.includes(`\`${name}\``);

  it('lists every variable the platform reads (packages/config)', () => {
    expect(Object.keys(configSchema.shape).filter((name) => !listed(name))).toEqual([]);
  });

  it('lists every variable the analysis process reads', () => {
    expect(Object.keys(analysisEnvSchema.shape).filter((name) => !listed(name))).toEqual([]);
  });
});

describe('wording', () => {
  it.each(DOCS)('%s describes the code, not how it was built', (path) => {
    const offending = read(path)
      .split('\n')
      .map((line, index) => ({ line: index + 1, text: line }))
      .filter(({ text }) => STOP_WORDS.test(text));
    expect(
      offending.map(({ line, text }) => `${relative(ROOT, join(ROOT, path))}:${line}: ${text.trim()}`),
    ).toEqual([]);
  });
});
