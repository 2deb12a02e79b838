import { describe, expect, it } from '@jest/globals';
import { FieldCipher } from './field-cipher.js';

const KEY = 'ab'.repeat(32);

describe('field cipher (AES-256-GCM)', () => {
  it('round-trips text with a fresh IV each time, and passes null through', () => {
    const cipher = new FieldCipher(KEY);
    const a = cipher.encrypt('Lisbon')!;
    expect(a).not.toContain('Lisbon');
    expect(cipher.encrypt('Lisbon')).not.toBe(a);
    expect(cipher.decrypt(a)).toBe('Lisbon');
    expect(cipher.encrypt(null)).toBeNull();
    expect(cipher.decrypt(null)).toBeNull();
  });

  it('refuses an altered value and a value written with another key', () => {
    const stored = new FieldCipher(KEY).encrypt('secret')!;
    const parts = stored.split('.');
    parts[3] = Buffer.from('SECRET').toString('base64url');
    expect(() => new FieldCipher(KEY).decrypt(parts.join('.'))).toThrow();
    expect(() => new FieldCipher('cd'.repeat(32)).decrypt(stored)).toThrow();
    expect(() => new FieldCipher('abcd')).toThrow(/32 bytes/);
  });
});
