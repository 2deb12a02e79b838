import { describe, expect, it } from '@jest/globals';
import { NotFound } from './domain-error.js';
import { isUuid, recordId } from './record-id.js';

describe('record ids', () => {
  it('takes a uuid in any letter case', () => {
    expect(recordId('26c5abb4-1d1c-4c62-bace-9b50c5b711af', 'Job')).toBe(
      '26c5abb4-1d1c-4c62-bace-9b50c5b711af',
    );
    expect(isUuid('26C5ABB4-1D1C-4C62-BACE-9B50C5B711AF')).toBe(true);
  });

  it('answers NotFound naming the record for anything else, so it never reaches a uuid column', () => {
    for (const id of [
      '0',
      'abc',
      '',
      'null',
      '26c5abb4-1d1c-4c62-bace-9b50c5b711a',
      '26c5abb41d1c4c62bace9b50c5b711af',
      ' 26c5abb4-1d1c-4c62-bace-9b50c5b711af',
    ]) {
      expect(() => recordId(id, 'Job source')).toThrow(NotFound);
      expect(() => recordId(id, 'Job source')).toThrow('Job source not found');
    }
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
