// Deterministic clipboard-like text for benchmarks: prose, shell lines and code from a fixed vocabulary.

import { seededUniform } from '../src/embedding/random-projection.js';

/** Uniform in [0, 1) from the projection's seeded generator: every run generates the same clips. */
export const prng = seededUniform;

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'ta',
  'shi',
  'po',
  'den',
  'var',
  'ex',
  'qu',
  'ion',
  'tor',
  'al',
  'sy',
  'ber',
  'gen',
];
const COMMON = [
  'deploy',
  'server',
  'config',
  'error',
  'meeting',
  'invoice',
  'foo',
  'bar',
  'user',
  'token',
  'report',
  'build',
  'test',
  'release',
];
const APPS = ['Terminal', 'Slack', 'Safari', 'Code', 'Mail', 'Notes', 'Chrome', 'iTerm2'];

export function vocabulary(size: number, random: () => number): string[] {
  const words = new Set<string>(COMMON);
  while (words.size < size) {
    const n = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length: n }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}

export function makeClip(
  i: number,
  words: string[],
  random: () => number,
): { text: string; app: string; windowTitle: string } {
  // Zipf-like pick: frequent words recur, the tail keeps most clips distinct.
  const pick = () => words[Math.floor(words.length * random() ** 2.5)];
  const kind = i % 10;
  const count = 5 + Math.floor(random() * 40);
  const body = Array.from({ length: count }, pick).join(' ');
  const text =
    kind < 6
      ? `${body} #${i}`
      : kind < 8
        ? `$ ${pick()} --${pick()}=${i} ${pick()}`
        : `function ${pick()}${i}() {\n  return ${pick()}(${pick()});\n}`;
  return { text, app: APPS[i % APPS.length], windowTitle: `${pick()} - window ${i % 97}` };
}
