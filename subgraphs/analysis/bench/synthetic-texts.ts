/**
 * Deterministic synthetic page texts for benchmarks: each text is about one category, drawn from
 * that category's own vocabulary (`CATEGORY_KEYWORDS`) plus everyday filler words, so the analysis
 * embedder gives vectors that cluster by topic (and by sub-topic, since each text leans on a small
 * seeded slice of its category's words), as real saved pages would, unlike uniform random vectors.
 */
import { xoroshiro128plus } from 'pure-rand';
import { CATEGORY_KEYWORDS, type ScoredCategory } from '../src/pipelines/category-keywords.js';

const FILLER = `the a of and to in is for on with that this it as was are from at by an be have more new about
  after people time year first many most some other into over than then when where which while what who how our
  your their today week month report says said could would should about around across between during`
  .split(/\s+/)
  .filter(Boolean);

const TOPICS = Object.keys(CATEGORY_KEYWORDS) as ScoredCategory[];
const VOCABULARY: Record<ScoredCategory, string[]> = Object.fromEntries(
  TOPICS.map((topic) => {
    const lists = CATEGORY_KEYWORDS[topic];
    // Strong words twice, so they dominate as on a real page about the topic.
    return [
      topic,
      [...lists[3].split(/\s+/), ...lists[3].split(/\s+/), ...lists[2].split(/\s+/), ...lists[1].split(/\s+/)]
        .filter(Boolean)
        .map((w) => w.replace(/-/g, ' ')),
    ];
  }),
) as Record<ScoredCategory, string[]>;

/** Uniform in [0, 1) from pure-rand's seeded xoroshiro128+, so every run seeds and queries the same texts. */
export function seededRandom(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => (generator.unsafeNext() >>> 0) / 4294967296;
}

export interface SyntheticText {
  topic: ScoredCategory;
  title: string;
  text: string;
}

/**
 * Text number `index` of a corpus (same index, same text). About `words` words: 60% from a
 * sub-topic (a 12-word window of the category's vocabulary chosen by the index), 15% from the
 * whole category, the rest filler.
 */
export function syntheticText(index: number, words = 30, seed = 1): SyntheticText {
  const random = seededRandom(seed * 1_000_003 + index);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const topic = TOPICS[index % TOPICS.length]!;
  const vocabulary = VOCABULARY[topic];
  const start = Math.floor(random() * vocabulary.length);
  const subTopic = Array.from({ length: 12 }, (_, i) => vocabulary[(start + i) % vocabulary.length]!);
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const r = random();
    out.push(r < 0.6 ? pick(subTopic) : r < 0.75 ? pick(vocabulary) : pick(FILLER));
  }
  const title = `${subTopic[0]} ${subTopic[1]} ${subTopic[2]}`;
  return { topic, title, text: `${out.join(' ')}.` };
}
