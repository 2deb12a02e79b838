import { describe, expect, it } from '@jest/globals';
import { analyze } from '../src/pipelines/analyze.js';

const SIZE = 200_000;

/** Inputs that make naive regexes or NLP tokenisers go quadratic; each must finish like ordinary text. */
const hostile: Record<string, string> = {
  'one endless token': 'a'.repeat(SIZE),
  'punctuation run': `Hi${'!'.repeat(SIZE)}`,
  'whitespace run': `word${' '.repeat(SIZE)}end`,
  'no sentence breaks': 'word '.repeat(SIZE / 5),
  'initials everywhere': 'A. '.repeat(SIZE / 3),
  'at-sign between letter runs': `${'a'.repeat(SIZE / 2)}@${'b'.repeat(SIZE / 2)}`,
  'endless url': `http://${'x'.repeat(SIZE)}`,
  'email-like fragments': 'a@b.'.repeat(SIZE / 4),
  'line breaks only': '\n'.repeat(SIZE),
  'mixed symbols and digits': '$1,000.00 (25%) -- 3/4/2020 #tag @user ™ '.repeat(SIZE / 40),
};

describe('pipelines on hostile 200k-character inputs', () => {
  it.each(Object.entries(hostile))('%s completes in linear time', (_name, text) => {
    const started = Date.now();
    const result = analyze(text, { maxTextChars: SIZE });
    // Generous on purpose: a super-linear pipeline takes tens of seconds here (seen: 24 s), a linear one well under 2.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.embedding).toHaveLength(384);
  });
});
