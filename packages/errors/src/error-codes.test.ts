import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES, isExposedCode, isRelayedCode, statusForCode } from './error-codes.js';
import { isExpectedError } from './graphql-error.js';

describe('the error-code table', () => {
  it('gives each code its HTTP status, and 500 to a code it does not hold', () => {
    expect(
      ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'UPGRADE_REQUIRED', 'FORBIDDEN', 'NOT_FOUND'].map(statusForCode),
    ).toEqual([400, 401, 402, 403, 404]);
    expect(['CONFLICT', 'UNPROCESSABLE', 'QUOTA_EXCEEDED', 'SERVICE_UNAVAILABLE'].map(statusForCode)).toEqual(
      [409, 422, 429, 503],
    );
    expect(statusForCode('RESPONSE_TOO_LARGE')).toBe(400);
    expect(statusForCode('SOMETHING_ELSE')).toBe(500);
    expect(statusForCode(undefined)).toBe(500);
    expect(statusForCode('toString')).toBe(500);
  });

  it('is what the GraphQL error form exposes: every code but INTERNAL_SERVER_ERROR', () => {
    for (const code of Object.keys(ERROR_CODES))
      expect(isExpectedError({ message: 'x', extensions: { code } })).toBe(code !== 'INTERNAL_SERVER_ERROR');
    expect(isExposedCode('SOMETHING_ELSE')).toBe(false);
  });

  it("relays another domain's expected errors, not throttling or internal failures", () => {
    expect(isRelayedCode('UNPROCESSABLE')).toBe(true);
    expect(isRelayedCode('RATE_LIMITED')).toBe(false);
    expect(isRelayedCode('INTERNAL_SERVER_ERROR')).toBe(false);
    expect(isRelayedCode('GRAPHQL_VALIDATION_FAILED')).toBe(false);
  });
});
