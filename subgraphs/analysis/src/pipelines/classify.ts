import {
  CATEGORIES,
  CATEGORY_KEYWORDS,
  URL_HINTS,
  type Category,
  type ScoredCategory,
} from './category-keywords.js';
import { isStopword } from './stopwords.js';
import { stem, tokenize } from './text.js';

export interface Classification {
  category: Category;
  /** A distribution over all ten categories (sums to 1); 'Other' holds the evidence threshold's share. */
  scores: Record<Category, number>;
}

/** Evidence a category must beat to be chosen; below it the page is 'Other'. */
const OTHER_THRESHOLD = 6;
/**
 * Evidence added once per category whose hint words appear in the URL's host or path: just above
 * the threshold, so a hint alone classifies a page with no keyword evidence, yet text outweighs it.
 */
const URL_HINT_WEIGHT = 6.5;
/** Texts longer than this are scored by density, so a long page does not collect incidental matches. */
const REFERENCE_WORDS = 120;

type Lexicon = Map<string, Array<{ category: ScoredCategory; weight: number }>>;

const stemPhrase = (phrase: string) =>
  phrase
    .split(/[\s-]+/)
    .map((word) => stem(word.toLowerCase()))
    .join(' ');

/** Stemmed keyword → categories and weights, built once; a stem listed twice keeps its highest weight. */
function buildLexicon(): Lexicon {
  const best = new Map<string, Map<ScoredCategory, number>>();
  for (const [category, tiers] of Object.entries(CATEGORY_KEYWORDS) as Array<
    [ScoredCategory, Record<string, string>]
  >) {
    for (const [tier, list] of Object.entries(tiers)) {
      for (const entry of list.trim().split(/\s+/)) {
        const key = stemPhrase(entry);
        const weights = best.get(key) ?? new Map<ScoredCategory, number>();
        weights.set(category, Math.max(weights.get(category) ?? 0, Number(tier)));
        best.set(key, weights);
      }
    }
  }
  const lexicon: Lexicon = new Map();
  for (const [key, weights] of best)
    lexicon.set(
      key,
      [...weights].map(([category, weight]) => ({ category, weight })),
    );
  return lexicon;
}

const lexicon = buildLexicon();
const SCORED = CATEGORIES.filter((category): category is ScoredCategory => category !== 'Other');

function urlHints(url: string | undefined): Set<ScoredCategory> {
  const hinted = new Set<ScoredCategory>();
  if (!url) return hinted;
  let host = '';
  let path = url;
  try {
    const parsed = new URL(url);
    host = parsed.hostname.toLowerCase();
    path = parsed.pathname;
  } catch {
    // Not absolute: treat the whole string as a path.
  }
  if (/\.edu(\.|$)/.test(host)) hinted.add('Education');
  const words = new Set(
    `${host} ${path}`
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  for (const category of SCORED)
    if (URL_HINTS[category].some((hint) => words.has(hint))) hinted.add(category);
  return hinted;
}

/** Keyword evidence per category: weight × (1 + ln tf) over stems and adjacent-stem pairs, stopwords skipped. */
function keywordEvidence(text: string): { evidence: Record<ScoredCategory, number>; words: number } {
  const counts = new Map<string, number>();
  let previous: string | undefined;
  let words = 0;
  for (const token of tokenize(text)) {
    words++;
    if (isStopword(token)) {
      previous = undefined;
      continue;
    }
    const term = stem(token);
    counts.set(term, (counts.get(term) ?? 0) + 1);
    if (previous) counts.set(`${previous} ${term}`, (counts.get(`${previous} ${term}`) ?? 0) + 1);
    previous = term;
  }
  const evidence = Object.fromEntries(SCORED.map((category) => [category, 0])) as Record<
    ScoredCategory,
    number
  >;
  for (const [key, count] of counts) {
    for (const { category, weight } of lexicon.get(key) ?? [])
      evidence[category] += weight * (1 + Math.log(count));
  }
  return { evidence, words };
}

/** Keyword-heuristic classification into one of the ten categories, with every category's share. */
export function classify(text: string, url?: string): Classification {
  const { evidence, words } = keywordEvidence(text);
  const lengthScale = Math.sqrt(Math.max(1, words / REFERENCE_WORDS));
  const hinted = urlHints(url);
  const raw = { Other: OTHER_THRESHOLD } as Record<Category, number>;
  for (const category of SCORED)
    raw[category] = evidence[category] / lengthScale + (hinted.has(category) ? URL_HINT_WEIGHT : 0);
  // Ties go to the earlier category in CATEGORIES; 'Other' is last, so it needs strictly more.
  let category: Category = 'Other';
  for (const candidate of SCORED) if (raw[candidate] > raw[category]) category = candidate;
  const total = CATEGORIES.reduce((sum, name) => sum + raw[name], 0);
  const scores = Object.fromEntries(
    CATEGORIES.map((name) => [name, Math.round((raw[name] / total) * 1e4) / 1e4]),
  ) as Record<Category, number>;
  return { category, scores };
}
