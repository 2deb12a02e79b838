import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { queryBoolean, queryFromArguments } from './query-string.js';

describe('query-string arguments', () => {
  it('reads booleans as true/false/1/0 and refuses other spellings', () => {
    expect(['true', '1', 'false', '0'].map((text) => queryBoolean.parse(text))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(queryBoolean.safeParse('yes').success).toBe(false);
    expect(queryBoolean.safeParse('TRUE').success).toBe(false);
  });

  it("reads a field's argument schema from text: numbers coerced, booleans by queryBoolean, rules kept", () => {
    const query = queryFromArguments(
      z.object({ limit: z.number().int().max(50).optional(), archived: z.boolean().optional() }),
      queryBoolean,
    );
    expect(query.parse({ limit: '20', archived: '1' })).toEqual({ limit: 20, archived: true });
    expect(query.safeParse({ limit: '51' }).success).toBe(false);
  });
});
