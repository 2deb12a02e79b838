import fc from 'fast-check';

/** Strings a hostile client sends: unstorable characters, huge numbers, injections, paths, long text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '\uffff',
    '-1',
    '0',
    '1.5',
    '99999999999',
    '99999999999999999999999',
    '1e309',
    'NaN',
    'true',
    'null',
    '[]',
    '{}',
    "'; drop table tabs; --",
    '../../etc/passwd',
    '%00',
    '%',
    '\\',
    '<script>',
    'x'.repeat(10_000),
    'https://example.com/',
    'javascript:alert(1)',
    'http://127.0.0.1:9/',
    '00000000-0000-0000-0000-000000000000',
  ),
);

/** Numbers at and beyond every edge. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -0, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, hostile strings included. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Raw bodies that are not the JSON they claim to be. */
export const malformedBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '[[[[',
    '{"a":',
    '{a:1}',
    'null',
    '"text"',
    '',
    '\u0000',
    '{"query": "{',
    '{"__proto__": {"x": 1}}',
    '1'.repeat(400),
  ),
  fc.string({ maxLength: 60 }),
);
