import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth (undefined members dropped, as JSON.stringify does),
 * so two bodies that differ only in key order are the same request.
 */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, inner: unknown) => {
      if (inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)) {
        return Object.fromEntries(
          Object.keys(inner as object)
            .sort()
            .map((key) => [key, (inner as Record<string, unknown>)[key]]),
        );
      }
      return inner;
    }) ?? 'null'
  );
}

/** SHA-256 (hex) of a request's canonical JSON. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
