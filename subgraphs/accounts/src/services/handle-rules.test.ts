import { describe, expect, it } from '@jest/globals';
import { BadInput } from '@platform/errors';
import {
  defaultHandleBase,
  handleCandidates,
  normalizeDisplayName,
  normalizeHandle,
} from './handle-rules.js';

describe('handle rules', () => {
  it('lower-cases and trims a handle of 3 to 30 of a-z, 0-9 and _', () => {
    expect(normalizeHandle('  Ada_Lovelace1 ')).toBe('ada_lovelace1');
    expect(normalizeHandle('abc')).toBe('abc');
    expect(normalizeHandle('a'.repeat(30))).toBe('a'.repeat(30));
  });

  it.each(['ab', 'a'.repeat(31), 'ada-lovelace', 'ada.l', 'adà', 'ada lovelace', ''])(
    'refuses %p as BadInput on the handle field',
    (raw) => {
      expect(() => normalizeHandle(raw)).toThrow(BadInput);
      expect(() => normalizeHandle(raw)).toThrow(/3 to 30 characters/);
    },
  );

  it('refuses reserved words whatever their case', () => {
    expect(() => normalizeHandle('Admin')).toThrow(/reserved/);
    expect(() => normalizeHandle('support')).toThrow(/reserved/);
  });

  it('derives the default from the local part, dropping what the alphabet lacks', () => {
    expect(defaultHandleBase('Ada.Lovelace+news@example.com')).toBe('ada_lovelace_news');
    expect(defaultHandleBase('x@example.com')).toBe('user_x');
    expect(defaultHandleBase('admin@example.com')).toBe('user_admin');
    expect(defaultHandleBase('ü@example.com')).toBe('user');
    expect(defaultHandleBase(`${'a'.repeat(40)}@example.com`)).toBe('a'.repeat(24));
  });

  it('tries the base first, then the base with more and more digits, every candidate a valid handle', () => {
    let n = 0;
    const candidates = handleCandidates('ada', () => [0.42, 0.123, 0.5, 0.0001, 0.9, 0.777][n++]);
    expect(candidates).toEqual(['ada', 'ada42', 'ada123', 'ada5000', 'ada0001', 'ada900000', 'ada777000']);
    for (const candidate of handleCandidates('a'.repeat(24)))
      expect(normalizeHandle(candidate)).toBe(candidate);
    expect(handleCandidates('user_admin')[0]).toBe('user_admin');
  });

  it('keeps a display name of at most 80 characters; empty clears it', () => {
    expect(normalizeDisplayName('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(normalizeDisplayName('   ')).toBeNull();
    expect(normalizeDisplayName(null)).toBeNull();
    expect(normalizeDisplayName('é'.repeat(80))).toBe('é'.repeat(80));
    expect(() => normalizeDisplayName('x'.repeat(81))).toThrow(/at most 80/);
    expect(() => normalizeDisplayName('a\u0000b')).toThrow(/control/);
  });
});
