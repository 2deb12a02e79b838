import type { FieldPolicy, Reference } from '@apollo/client';

/**
 * A list read page by page (limit, offset): one cached list per value of `keyArgs`, each page
 * written at its offset, so "Show more" appends and a refetch of the first page replaces it.
 */
export function offsetPage(keyArgs: string[]): FieldPolicy<Reference[]> {
  return {
    keyArgs,
    merge(existing = [], incoming, { args }) {
      const offset = (args?.offset as number | undefined) ?? 0;
      const merged = existing.slice(0, offset);
      for (let i = 0; i < incoming.length; i++) merged[offset + i] = incoming[i];
      return merged;
    },
  };
}
