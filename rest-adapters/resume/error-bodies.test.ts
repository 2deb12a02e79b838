import { describe, expect, it } from '@jest/globals';
import { resumeApiErrors } from './error-bodies.js';

describe("the resume API's error envelope", () => {
  it('names the first offending property as {field, issue}, without the request part it came from', () => {
    expect(
      resumeApiErrors.invalidRequest('query.limit: too big', [
        { path: 'query.limit', message: 'must be at most 100' },
        { path: 'query.offset', message: 'x' },
      ]),
    ).toEqual({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'query.limit: too big',
          details: { field: 'limit', issue: 'must be at most 100' },
        },
      },
    });
    const fromGraph = resumeApiErrors.fromGraphQL({
      message: 'timeline[0].id is required',
      extensions: { code: 'BAD_USER_INPUT', issues: [{ path: 'timeline[0].id', message: 'is required' }] },
    });
    expect(fromGraph.body).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'timeline[0].id is required',
        details: { field: 'timeline[0].id', issue: 'is required' },
      },
    });
    const fromService = resumeApiErrors.fromGraphQL({
      message: 'startDate: bad',
      extensions: { code: 'BAD_USER_INPUT', field: 'startDate', issue: 'must be a real date' },
    });
    expect(fromService.body).toMatchObject({
      error: { details: { field: 'startDate', issue: 'must be a real date' } },
    });
  });

  it('maps codes to statuses, keeps quota details, and says nothing about unexpected errors', () => {
    expect(
      resumeApiErrors.fromGraphQL({ message: 'Profile not found', extensions: { code: 'NOT_FOUND' } }),
    ).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Profile not found' } } });
    expect(
      resumeApiErrors.fromGraphQL({
        message: 'needs profiles:write',
        extensions: { code: 'FORBIDDEN', permission: 'profiles:write' },
      }).body,
    ).toEqual({ error: { code: 'FORBIDDEN', message: 'needs profiles:write' } });
    expect(
      resumeApiErrors.fromGraphQL({
        message: 'This operation needs a resume token',
        extensions: { code: 'UNAUTHENTICATED' },
      }).body,
    ).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Missing or invalid authentication token' } });
    const quota = resumeApiErrors.fromGraphQL({
      message: 'over',
      extensions: {
        code: 'QUOTA_EXCEEDED',
        feature: 'resume_tailoring',
        limit: 0,
        used: 0,
        resetDate: '2026-12-01T00:00:00.000Z',
        stack: 'x',
      },
    });
    expect(quota).toEqual({
      status: 429,
      body: {
        error: {
          code: 'QUOTA_EXCEEDED',
          message: 'over',
          details: { feature: 'resume_tailoring', limit: 0, used: 0, resetDate: '2026-12-01T00:00:00.000Z' },
        },
      },
    });
    expect(
      resumeApiErrors.fromGraphQL({
        message: 'relation "x" does not exist',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    ).toEqual({
      status: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } },
    });
    expect(resumeApiErrors.rateLimited(7)).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '7' },
      body: { error: { code: 'QUOTA_EXCEEDED' } },
    });
  });
});
