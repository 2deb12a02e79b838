/**
 * A tsquery (config 'simple': lower-cased words, no stemming) matching any keyword; a keyword of
 * several words is a phrase, and its last word also matches as a prefix ("engin" finds "engineer").
 * Only letters and digits reach the query, so user text cannot inject tsquery operators.
 */
export function keywordsToTsQuery(keywords: string[]): string | null {
  const phrases = keywords
    .map((keyword) => keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((words) => words.length > 0)
    .map((words) => words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' <-> '));
  return phrases.length ? phrases.map((phrase) => `(${phrase})`).join(' | ') : null;
}

/** LIKE pattern for "occurs in", with the LIKE wildcards of the input escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
