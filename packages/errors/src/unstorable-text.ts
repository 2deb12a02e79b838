/**
 * Text PostgreSQL cannot store (and JSON cannot carry faithfully): the NUL character, which text and
 * jsonb refuse ("invalid byte sequence for encoding UTF8: 0x00"), and lone UTF-16 surrogates, which
 * have no UTF-8 form. Every API refuses such input at its edge with its own 400 body.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'contains a NUL character or an unpaired surrogate, which cannot be stored';

export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The path (dot-separated, keys and indexes) of the first string, or object key, in `value` that
 * holds unstorable text; undefined when everything is storable.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? path.join('.') || '(value)' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, String(i)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorableText(key)) return [...path, JSON.stringify(key)].join('.');
      const found = findUnstorableText(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
