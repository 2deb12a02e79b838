/** Keys whose explicit GraphQL null means "not given": the services treat them as required or defaulted. */
const NOT_NULLABLE = [
  'slug',
  'displayName',
  'title',
  'name',
  'isCurrent',
  'achievements',
  'technologies',
  'tags',
] as const;

type Absent<T> = { [K in keyof T]: K extends (typeof NOT_NULLABLE)[number] ? Exclude<T[K], null> : T[K] };

/**
 * An input as the services take it: a null on a list, a flag or a required name is dropped (absent),
 * while a null on an optional text field stays (PATCH clears it).
 */
export function absentWhenNull<T extends object>(input: T): Absent<T> {
  const entries = Object.entries(input).filter(
    ([key, value]) => value !== null || !(NOT_NULLABLE as readonly string[]).includes(key),
  );
  return Object.fromEntries(entries) as Absent<T>;
}
