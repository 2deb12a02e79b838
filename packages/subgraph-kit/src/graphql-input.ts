/**
 * A GraphQL input with its nulls dropped: an omitted optional field arrives as null, while the
 * domains' services take `undefined` for "not given" (so their defaults apply).
 */
export function withoutNulls<T extends Record<string, unknown>>(
  input: T,
): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}
