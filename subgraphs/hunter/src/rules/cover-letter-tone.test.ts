import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { COVER_LETTER_TONES, coverLetterTone, TONE_SYNONYMS } from './cover-letter-tone.js';

describe('coverLetterTone', () => {
  it('keeps every supported tone as it is, whatever its case and spacing', () => {
    for (const tone of COVER_LETTER_TONES) {
      expect(coverLetterTone(tone)).toBe(tone);
      expect(coverLetterTone(`  ${tone.toUpperCase()} `)).toBe(tone);
    }
  });

  it('maps a known synonym to its tone', () => {
    expect(coverLetterTone('friendly')).toBe('warm');
    expect(coverLetterTone('Formal')).toBe('professional');
    expect(coverLetterTone('short')).toBe('concise');
    expect(coverLetterTone('excited')).toBe('enthusiastic');
  });

  it('lets the first word that names a tone decide in a phrase', () => {
    expect(coverLetterTone('very friendly, but brief')).toBe('warm');
    expect(coverLetterTone('brief and friendly')).toBe('concise');
    expect(coverLetterTone('super-enthusiastic!')).toBe('enthusiastic');
  });

  it('falls back to professional for unknown words, empty text and no text', () => {
    for (const text of ['shouty', 'pirate speak', '', '   ', '123', null, undefined])
      expect(coverLetterTone(text)).toBe('professional');
  });

  it('does not match a tone inside a longer word', () => {
    expect(coverLetterTone('warmonger')).toBe('professional');
    expect(coverLetterTone('shortlisted')).toBe('professional');
  });

  it('is the mapping docs/products/resume.md documents, word for word', () => {
    const page = readFileSync(new URL('../../../../docs/products/resume.md', import.meta.url), 'utf8');
    for (const tone of COVER_LETTER_TONES) {
      const row = new RegExp(`^\\s*\\| \`${tone}\` \\| (.+) \\|$`, 'm').exec(page);
      expect(row?.[1].split(', ')).toEqual(TONE_SYNONYMS[tone]);
      for (const word of TONE_SYNONYMS[tone]) expect(coverLetterTone(word)).toBe(tone);
    }
  });
});
