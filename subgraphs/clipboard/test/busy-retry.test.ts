import { describe, expect, it } from '@jest/globals';
import { isBusy, retryWhileBusy } from '../src/store/busy-retry.js';

const sqliteError = (code: string) => Object.assign(new Error('database is locked'), { code });

describe('retryWhileBusy', () => {
  it('tries again while SQLite answers busy, extended codes included, and returns the result', () => {
    const answers = [sqliteError('SQLITE_BUSY'), sqliteError('SQLITE_BUSY_RECOVERY')];
    let attempts = 0;
    const result = retryWhileBusy(() => {
      attempts++;
      const next = answers.shift();
      if (next) throw next;
      return 'opened';
    });
    expect(result).toBe('opened');
    expect(attempts).toBe(3);
  });

  it('passes any other error through at once', () => {
    let attempts = 0;
    expect(() =>
      retryWhileBusy(() => {
        attempts++;
        throw sqliteError('SQLITE_CORRUPT');
      }),
    ).toThrow('database is locked');
    expect(attempts).toBe(1);
  });

  it('gives up with the busy error once the wait is over', () => {
    const started = Date.now();
    let attempts = 0;
    let thrown: unknown;
    try {
      retryWhileBusy(() => {
        attempts++;
        throw sqliteError('SQLITE_BUSY');
      }, 60);
    } catch (error) {
      thrown = error;
    }
    expect(isBusy(thrown)).toBe(true);
    expect(attempts).toBeGreaterThan(2);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('tells busy errors from others', () => {
    expect(isBusy(sqliteError('SQLITE_BUSY_SNAPSHOT'))).toBe(true);
    expect(isBusy(sqliteError('SQLITE_LOCKED'))).toBe(false);
    expect(isBusy(null)).toBe(false);
    expect(isBusy(new Error('SQLITE_BUSY'))).toBe(false);
  });
});
