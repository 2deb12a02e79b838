/** Shared text plumbing: truncation, sentences, tokens and a light stemmer. Everything is one linear pass. */

export interface PreparedText {
  text: string;
  truncated: boolean;
}

/** Cuts at the limit (never inside a surrogate pair) so every pipeline sees a bounded input. */
export function truncateText(text: string, maxChars: number): PreparedText {
  if (text.length <= maxChars) return { text, truncated: false };
  let end = maxChars;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), truncated: true };
}

export const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function countWords(text: string): number {
  let count = 0;
  for (const _ of text.matchAll(/\S+/g)) count++;
  return count;
}

/** Lowercased word tokens; possessive 's is dropped and contractions split ("don't" → don, t). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export const isNumeric = (token: string): boolean => /^\p{N}+$/u.test(token);

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'mt',
  'inc',
  'ltd',
  'co',
  'corp',
  'vs',
  'etc',
  'eg',
  'ie',
  'no',
  'fig',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'approx',
  'dept',
  'gen',
  'gov',
  'rev',
]);

// Terminal punctuation (plus closing quotes) followed by space and a capital or digit, or a line break.
// Runs are bounded and no alternative starts with optional whitespace: either would let a hostile
// input (a megabyte of "!" or of spaces) make every match attempt rescan it.
const BOUNDARY = /[.!?…]{1,8}["'’”)\]]{0,4}\s+(?=["'‘“(\[]?[\p{Lu}\p{N}])|\n\s*/gu;

/** The word just before `index`, without dots, for the abbreviation check ("Dr.", "e.g.", "J."). */
function wordBefore(text: string, index: number): string {
  let start = index;
  while (start > 0 && start > index - 12 && /[\p{L}.]/u.test(text[start - 1])) start--;
  return text.slice(start, index).replace(/\./g, '').toLowerCase();
}

/** Sentences in order, whitespace collapsed; every word of the input lands in exactly one sentence. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const index = match.index;
    const punctuation = match[0].trimEnd();
    if (punctuation === '.') {
      const previous = wordBefore(text, index);
      if (ABBREVIATIONS.has(previous) || /^\p{L}$/u.test(previous)) continue;
    }
    const sentence = collapseWhitespace(text.slice(start, index + punctuation.length));
    if (sentence) sentences.push(sentence);
    start = index + match[0].length;
  }
  const rest = collapseWhitespace(text.slice(start));
  if (rest) sentences.push(rest);
  return sentences;
}

const VOWEL = /[aeiouy]/;
const undouble = (word: string): string =>
  /([b-df-hj-kmnp-rtv-z])\1$/.test(word) && !/(ll|ss|zz)$/.test(word) ? word.slice(0, -1) : word;

/**
 * A deliberately light suffix stripper (plural, -ing, -ed, -ly, -ation, final e) so inflections and
 * paraphrases meet ("approved", "approves", "approving" → approv); stems are hash keys, never shown.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || !/^\p{L}+$/u.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(sses|xes|ches|shes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length >= 6 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length >= 5 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ation') && w.length >= 9) w = w.slice(0, -5);
  else if (w.endsWith('ly') && w.length >= 6) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}
