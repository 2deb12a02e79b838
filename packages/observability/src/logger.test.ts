import { describe, expect, it } from '@jest/globals';
import { resolveLogFormat } from './logger.js';

describe('LOG_FORMAT', () => {
  it('is readable on a terminal and JSON everywhere else, unless set', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });
});
