import { describe, it, expect } from '@jest/globals';
import {
  checkDeviceId,
  checkPassword,
  normalizeDeviceLabel,
  normalizeEmail,
  normalizeUsername,
} from './account-input.js';

describe('account input rules', () => {
  it('trims usernames and allows letters, digits, _ . -', () => {
    expect(normalizeUsername('  a.b-c_1  ')).toBe('a.b-c_1');
    for (const bad of ['ab', 'a b c', 'émile', 'x'.repeat(51), 'semi;colon'])
      expect(() => normalizeUsername(bad)).toThrow(/Username/);
  });

  it('lower-cases e-mail addresses and refuses invalid ones', () => {
    expect(normalizeEmail(' Ann@Example.ORG ')).toBe('ann@example.org');
    for (const bad of ['ann', 'ann@', '@example.org', 'ann@example', `${'a'.repeat(250)}@example.org`])
      expect(() => normalizeEmail(bad)).toThrow(/Email/);
  });

  it('keeps passwords as typed, 6 to 128 characters', () => {
    expect(checkPassword(' six  ')).toBe(' six  ');
    expect(() => checkPassword('12345')).toThrow(/Password/);
    expect(() => checkPassword('x'.repeat(129))).toThrow(/Password/);
  });

  it('refuses e-mail-like, empty and over-long device ids', () => {
    expect(checkDeviceId(' 7f3a-device ')).toBe('7f3a-device');
    expect(checkDeviceId('user@host')).toBe('user@host');
    expect(() => checkDeviceId('me@example.com')).toThrow(/not an e-mail address/);
    expect(() => checkDeviceId('3C:22:FB:7A:10:9E')).toThrow(/hardware serial/);
    expect(() => checkDeviceId('490154203237518')).toThrow(/hardware serial/);
    expect(checkDeviceId('6f1c2b9e-4a57-4d0b-9a63-7d2f3c1e8b45')).toBe(
      '6f1c2b9e-4a57-4d0b-9a63-7d2f3c1e8b45',
    );
    expect(() => checkDeviceId('')).toThrow(/1 to 200/);
    expect(() => checkDeviceId('x'.repeat(201))).toThrow(/1 to 200/);
  });

  it('treats a blank device label as none', () => {
    expect(normalizeDeviceLabel('  ')).toBeUndefined();
    expect(normalizeDeviceLabel(null)).toBeUndefined();
    expect(normalizeDeviceLabel(' Phone ')).toBe('Phone');
    expect(() => normalizeDeviceLabel('x'.repeat(201))).toThrow(/Label/);
  });
});
