/** The words of a keyword as the 'simple' configuration sees them: lower-cased letters and digits. */
const wordsOf = (keyword: string) => keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** A keyword of several words, searched as a phrase. */
export const isPhrase = (keyword: string) => wordsOf(keyword).length > 1;

/**
 * A tsquery (config 'simple': lower-cased words, no stemming) matching any keyword; a keyword of
 * several words is a phrase, and its last word also matches as a prefix ("engin" finds "engineer").
 * The last word is written `(word | word:*)`, which matches the same rows as `word:*` but is
 * estimated better: on 100,000 jobs PostgreSQL estimated `engineer:*` at 2 % of the rows (its
 * default) where it matches 17 %, and `engineer` from its statistics, so with the whole word the
 * planner sees how common the keyword is (a frequent word with a location: a date walk of a few
 * hundred rows instead of a bitmap over 17,000).
 * Only letters and digits reach the query, so user text cannot inject tsquery operators.
 */
export function keywordsToTsQuery(keywords: string[]): string | null {
  const phrases = keywords
    .map(wordsOf)
    .filter((words) => words.length > 0)
    .map((words) =>
      words.map((word, index) => (index === words.length - 1 ? `(${word} | ${word}:*)` : word)).join(' <-> '),
    );
  return phrases.length ? phrases.map((phrase) => `(${phrase})`).join(' | ') : null;
}

/** LIKE pattern for "occurs in", with the LIKE wildcards of the input escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
