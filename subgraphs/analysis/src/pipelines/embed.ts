import { inverseDocumentFrequency, MAX_IDF } from './background-frequencies.js';
import { hash32 } from './hash.js';
import { isStopword } from './stopwords.js';
import { stem, tokenize } from './text.js';

export const EMBEDDING_DIMENSIONS = 384;
export const EMBEDDING_MODEL = 'hash-384';

/**
 * Each feature family is hashed into its own 384-d vector and normalised before mixing, so the
 * many character n-grams cannot drown the words; these weights then set each family's share.
 */
const FAMILY_WEIGHTS = { words: 1, bigrams: 0.45, chars: 0.7 } as const;
const STOPWORD_WEIGHT = 0.1;
/** Stopwords are counted under their surface form with this mark, so their stems cannot pass for content words. */
const STOPWORD_MARK = '~';
const CHAR_GRAM_SIZES = [3, 4, 5] as const;

type Counts = Map<string, number>;

const bump = (counts: Counts, key: string, by = 1) => counts.set(key, (counts.get(key) ?? 0) + by);

/** Signed feature hashing with sublinear term frequency: collisions cancel out instead of piling up. */
function hashFamily(family: string, counts: Counts, weightOf: (key: string) => number): Float64Array {
  const vector = new Float64Array(EMBEDDING_DIMENSIONS);
  for (const [key, count] of counts) {
    const h = hash32(`${family}\u0000${key}`);
    const sign = h & 0x80000000 ? -1 : 1;
    vector[h % EMBEDDING_DIMENSIONS] += sign * (1 + Math.log(count)) * weightOf(key);
  }
  return vector;
}

function normaliseInPlace(vector: Float64Array): Float64Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  if (sum > 0) {
    const scale = 1 / Math.sqrt(sum);
    for (let i = 0; i < vector.length; i++) vector[i] *= scale;
  }
  return vector;
}

function countFeatures(text: string): { words: Counts; bigrams: Counts; chars: Counts } {
  const words: Counts = new Map();
  const bigrams: Counts = new Map();
  const chars: Counts = new Map();
  let previous: string | undefined;
  for (const token of tokenize(text)) {
    if (isStopword(token)) {
      bump(words, `${STOPWORD_MARK}${token}`);
      continue;
    }
    const term = stem(token);
    bump(words, term);
    // Bigrams skip stopwords so "price of tickets" and "ticket price" share neighbours more often.
    if (previous) bump(bigrams, `${previous} ${term}`);
    previous = term;
    const padded = `<${token}>`;
    for (const size of CHAR_GRAM_SIZES) {
      for (let i = 0; i + size <= padded.length; i++) bump(chars, padded.slice(i, i + size));
    }
  }
  return { words, bigrams, chars };
}

const wordWeight = (key: string) =>
  key.startsWith(STOPWORD_MARK) ? STOPWORD_WEIGHT : inverseDocumentFrequency(key) / MAX_IDF;

/**
 * A deterministic 384-d text embedding: L2-normalised hashed unigrams (idf-weighted, stopwords
 * damped), stopword-free bigrams and character 3–5-grams. Text without words embeds to all zeros.
 */
export function embed(text: string): number[] {
  const { words, bigrams, chars } = countFeatures(text);
  const families: Array<[Float64Array, number]> = [
    [hashFamily('w', words, wordWeight), FAMILY_WEIGHTS.words],
    [hashFamily('b', bigrams, () => 1), FAMILY_WEIGHTS.bigrams],
    [hashFamily('c', chars, () => 1), FAMILY_WEIGHTS.chars],
  ];
  const combined = new Float64Array(EMBEDDING_DIMENSIONS);
  for (const [vector, weight] of families) {
    normaliseInPlace(vector);
    for (let i = 0; i < EMBEDDING_DIMENSIONS; i++) combined[i] += weight * vector[i];
  }
  return Array.from(normaliseInPlace(combined), (value) => Math.round(value * 1e7) / 1e7);
}

/** Cosine similarity in [-1, 1]; 0 when either vector is all zeros. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}
