import { describe, expect, it } from '@jest/globals';
import { legacyValue as sealedBeforeAssociatedData } from '../../test/legacy-value.js';
import { FieldCipher, profileField } from './field-cipher.js';

const KEY = 'ab'.repeat(32);
const HERE = profileField('8d6e2c1a-5b4f-4e3d-9c2b-1a0f9e8d7c6b', 'locationText');

/** A value as written before associated data, under this file's key unless told. */
const legacyValue = (plain: string, hexKey = KEY) => sealedBeforeAssociatedData(plain, hexKey);

describe('field cipher (AES-256-GCM)', () => {
  it('round-trips text with a fresh IV each time, and passes null through', () => {
    const cipher = new FieldCipher(KEY);
    const a = cipher.encrypt('Lisbon', HERE)!;
    expect(a).not.toContain('Lisbon');
    expect(a.startsWith('v2.')).toBe(true);
    expect(cipher.encrypt('Lisbon', HERE)).not.toBe(a);
    expect(cipher.decrypt(a, HERE)).toBe('Lisbon');
    expect(cipher.encrypt(null, HERE)).toBeNull();
    expect(cipher.decrypt(null, HERE)).toBeNull();
  });

  it('refuses an altered value and a value written with another key', () => {
    const stored = new FieldCipher(KEY).encrypt('secret', HERE)!;
    const parts = stored.split('.');
    parts[3] = Buffer.from('SECRET').toString('base64url');
    expect(() => new FieldCipher(KEY).decrypt(parts.join('.'), HERE)).toThrow();
    expect(() => new FieldCipher('cd'.repeat(32)).decrypt(stored, HERE)).toThrow();
    expect(() => new FieldCipher('abcd')).toThrow(/32 bytes/);
  });

  it('refuses a value moved to another row or another field (the place is associated data)', () => {
    const cipher = new FieldCipher(KEY);
    const stored = cipher.encrypt('Lisbon', HERE)!;
    expect(() =>
      cipher.decrypt(stored, { ...HERE, rowId: '00000000-0000-4000-8000-000000000000' }),
    ).toThrow();
    expect(() => cipher.decrypt(stored, { ...HERE, field: 'summaryMarkdown' })).toThrow();
    expect(() => cipher.decrypt(stored, { ...HERE, table: 'experience' })).toThrow();
  });

  it('reads a v1 value (no associated data) and upgrades it to a v2 value bound to its place', () => {
    const cipher = new FieldCipher(KEY);
    const old = legacyValue('Porto');
    expect(cipher.isLegacy(old)).toBe(true);
    expect(cipher.decrypt(old, HERE)).toBe('Porto');
    const upgraded = cipher.upgrade(old, HERE)!;
    expect(upgraded.startsWith('v2.')).toBe(true);
    expect(cipher.decrypt(upgraded, HERE)).toBe('Porto');
    expect(() => cipher.decrypt(upgraded, { ...HERE, field: 'summaryMarkdown' })).toThrow();
    expect(cipher.upgrade(upgraded, HERE)).toBe(upgraded);
    expect(cipher.upgrade(null, HERE)).toBeNull();
  });
});
