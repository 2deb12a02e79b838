import { inverseDocumentFrequency } from './background-frequencies.js';
import { isStopword } from './stopwords.js';
import { countWords, splitSentences, stem, tokenize } from './text.js';

export const MIN_SUMMARY_WORDS = 50;
export const MAX_SUMMARY_WORDS = 150;

export interface Summary {
  summary: string;
  wordCount: number;
}

interface Candidate {
  index: number;
  text: string;
  words: number;
  score: number;
}

const contentStems = (sentence: string) =>
  tokenize(sentence)
    .filter((token) => !isStopword(token))
    .map(stem);

/**
 * Centrality (cosine between the sentence's and the whole text's TF-IDF vectors) plus a small lead
 * bonus, since web pages tend to state their point early; fragments under eight words are damped.
 */
function scoreSentences(sentences: string[]): Candidate[] {
  const stemmed = sentences.map(contentStems);
  const documentTf = new Map<string, number>();
  for (const stems of stemmed)
    for (const term of stems) documentTf.set(term, (documentTf.get(term) ?? 0) + 1);
  const weight = new Map<string, number>();
  let documentNorm = 0;
  for (const [term, tf] of documentTf) {
    const value = (1 + Math.log(tf)) * inverseDocumentFrequency(term);
    weight.set(term, value);
    documentNorm += value * value;
  }
  documentNorm = Math.sqrt(documentNorm) || 1;
  return sentences.map((text, index) => {
    const local = new Map<string, number>();
    for (const term of stemmed[index]) local.set(term, (local.get(term) ?? 0) + 1);
    let dot = 0;
    let norm = 0;
    for (const [term, tf] of local) {
      const value = (1 + Math.log(tf)) * inverseDocumentFrequency(term);
      dot += value * (weight.get(term) ?? 0);
      norm += value * value;
    }
    const words = countWords(text);
    const centrality = norm ? dot / (Math.sqrt(norm) * documentNorm) : 0;
    const lead = 0.15 * (1 - index / sentences.length) + (index === 0 ? 0.1 : 0);
    return { index, text, words, score: (centrality + lead) * Math.min(1, words / 8) };
  });
}

const firstWords = (text: string, count: number) =>
  `${text
    .split(/\s+/)
    .slice(0, count)
    .join(' ')
    .replace(/[,;:]$/, '')}…`;

/**
 * Extractive summary of 50 to `maxWords` words (the whole text, whitespace collapsed, when it has
 * fewer than 50): the best sentences that fit, in their original order. When no remaining sentence
 * fits while still under 50 words, the best unused one is cut at a word boundary to fill the budget.
 */
export function summarize(text: string, maxWords = MAX_SUMMARY_WORDS): Summary {
  const budget = Math.max(MIN_SUMMARY_WORDS, Math.min(MAX_SUMMARY_WORDS, Math.floor(maxWords)));
  const sentences = splitSentences(text);
  const total = sentences.reduce((sum, sentence) => sum + countWords(sentence), 0);
  if (total < MIN_SUMMARY_WORDS) {
    const whole = sentences.join(' ');
    return { summary: whole, wordCount: total };
  }
  const ranked = scoreSentences(sentences).sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: Candidate[] = [];
  let words = 0;
  for (const candidate of ranked) {
    if (words >= MIN_SUMMARY_WORDS) break;
    if (words + candidate.words > budget) continue;
    chosen.push(candidate);
    words += candidate.words;
  }
  if (words < MIN_SUMMARY_WORDS) {
    const used = new Set(chosen);
    const filler = ranked.find((candidate) => !used.has(candidate))!;
    chosen.push({ ...filler, text: firstWords(filler.text, budget - words), words: budget - words });
    words = budget;
  }
  chosen.sort((a, b) => a.index - b.index);
  return { summary: chosen.map((candidate) => candidate.text).join(' '), wordCount: words };
}
