import { BACKGROUND_CORPUS } from './background-corpus.js';
import { STOPWORDS } from './stopwords.js';
import { stem, tokenize } from './text.js';

/** Document frequencies of stems over the background corpus; stopwords count as present everywhere. */
function deriveDocumentFrequencies(): { documents: number; frequencies: Map<string, number> } {
  const documents = BACKGROUND_CORPUS.length;
  const frequencies = new Map<string, number>();
  for (const document of BACKGROUND_CORPUS) {
    for (const term of new Set(tokenize(document).map(stem)))
      frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
  }
  for (const word of STOPWORDS) frequencies.set(stem(word), documents);
  return { documents, frequencies };
}

const background = deriveDocumentFrequencies();

/** Smoothed inverse document frequency of a stem: ≈1 for ubiquitous words, highest for unseen ones. */
export function inverseDocumentFrequency(term: string): number {
  const df = background.frequencies.get(term) ?? 0;
  return Math.log((background.documents + 1) / (df + 1)) + 1;
}

/** The largest value `inverseDocumentFrequency` returns (an unseen term), for normalising scores. */
export const MAX_IDF = Math.log(background.documents + 1) + 1;
