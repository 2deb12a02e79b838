import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { checkArguments, fieldPath } from './argument-check.js';

const schemas = {
  'Mutation.createTab': () =>
    z.object({
      input: z.object({
        title: z.string().max(3, 'must be at most 3 characters'),
        tags: z.array(z.string()).default([]),
      }),
    }),
};

describe('checkArguments', () => {
  const received: unknown[] = [];
  const resolvers = checkArguments(
    {
      Mutation: {
        createTab: (_: unknown, args: unknown, _context?: unknown, _info?: unknown) => received.push(args),
      },
      Query: { other: () => 'untouched' },
    },
    schemas,
  );

  it('refuses broken rules with BAD_USER_INPUT naming the field as a client writes it, before the resolver runs', () => {
    const call = () => resolvers.Mutation.createTab(undefined, { input: { title: 'long' } }, {}, {} as never);
    expect(call).toThrow('title must be at most 3 characters');
    try {
      call();
    } catch (error) {
      expect((error as { extensions: unknown }).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        issues: [{ path: 'title', message: 'must be at most 3 characters' }],
      });
    }
    expect(received).toEqual([]);
  });

  it('hands the resolver the parsed arguments (defaults applied) and leaves fields without a schema alone', () => {
    resolvers.Mutation.createTab(undefined, { input: { title: 'ok' } }, {}, {} as never);
    expect(received).toEqual([{ input: { title: 'ok', tags: [] } }]);
    expect(resolvers.Query.other()).toBe('untouched');
  });
});

describe('fieldPath', () => {
  it('writes list items in brackets and drops the wrapping input argument', () => {
    expect(fieldPath(['tabs', 1, 'url'])).toBe('tabs[1].url');
    expect(fieldPath(['input', 'tags', 0])).toBe('tags[0]');
    expect(fieldPath(['input'])).toBe('input');
  });
});
