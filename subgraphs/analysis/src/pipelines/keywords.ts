import { inverseDocumentFrequency } from './background-frequencies.js';
import { isStopword } from './stopwords.js';
import { isNumeric, stem, tokenize } from './text.js';

export interface Keyword {
  term: string;
  score: number;
}

export const DEFAULT_KEYWORD_LIMIT = 10;
export const MAX_KEYWORD_LIMIT = 50;

interface TermStats {
  count: number;
  /** Surface forms seen for this stem, to show the reader a real word rather than a stem. */
  forms: Map<string, number>;
}

/** Content terms by stem: stopwords, numbers and one- or two-letter tokens carry no topic. */
function termStats(text: string): Map<string, TermStats> {
  const stats = new Map<string, TermStats>();
  for (const token of tokenize(text)) {
    if (token.length < 3 || isStopword(token) || isNumeric(token)) continue;
    const key = stem(token);
    const entry = stats.get(key) ?? { count: 0, forms: new Map<string, number>() };
    entry.count++;
    entry.forms.set(token, (entry.forms.get(token) ?? 0) + 1);
    stats.set(key, entry);
  }
  return stats;
}

function displayForm(forms: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [form, count] of forms) {
    if (count > bestCount || (count === bestCount && form.length < best.length)) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Top TF-IDF terms: sublinear term frequency in the text times the idf of the built-in background
 * table; best first, ties broken alphabetically so the order is deterministic.
 */
export function extractKeywords(text: string, limit = DEFAULT_KEYWORD_LIMIT): Keyword[] {
  const size = Math.max(1, Math.min(MAX_KEYWORD_LIMIT, Math.floor(limit)));
  const scored: Keyword[] = [];
  for (const [key, { count, forms }] of termStats(text)) {
    scored.push({
      term: displayForm(forms),
      score: Math.round((1 + Math.log(count)) * inverseDocumentFrequency(key) * 1e4) / 1e4,
    });
  }
  scored.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return scored.slice(0, size);
}
