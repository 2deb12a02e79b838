import { createRequire } from 'node:module';
import type nlpType from 'compromise';
import type winkNLPType from 'wink-nlp';
import { splitSentences } from './text.js';

export const ENTITY_TYPES = [
  'people',
  'places',
  'organizations',
  'dates',
  'money',
  'emails',
  'urls',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
/** Every type is always present (possibly empty), so clients never test for missing keys. */
export type Entities = Record<EntityType, string[]>;

/** Enough for tags and search facets; a long page listing thousands of names should not bloat a record. */
export const MAX_VALUES_PER_TYPE = 50;
/**
 * compromise slows down sharply on long unpunctuated runs, so it reads bounded chunks: sentences
 * over PIECE_WORDS are cut, and pieces are grouped into chunks of up to CHUNK_WORDS, one per line.
 */
const PIECE_WORDS = 60;
const CHUNK_WORDS = 400;
/**
 * compromise costs about 10 ms per kB, so people, places and organizations are read from the first
 * 60k characters only (≈10k words, far more than the 50 values a type keeps); the cheap types scan everything.
 */
export const NAME_SCAN_CHARS = 60_000;
/**
 * wink-nlp's tokeniser is quadratic in token length and compromise in runs of punctuation, so both
 * read a view without URLs and emails (already collected by our regexes), overlong tokens or
 * symbol runs. No name, date or amount is anywhere near this long.
 */
const MAX_TOKEN_CHARS = 40;
const MAX_SYMBOL_RUN = 3;

/**
 * The NLP libraries load on the first extraction, not at start: they take about 2 s and 60 MB, and
 * a service that only embeds, summarises or checks health never needs them. Loaded synchronously
 * (their CommonJS builds) so extraction stays a plain function.
 */
let pipelines: { nlp: typeof nlpType; wink: ReturnType<typeof winkNLPType> } | undefined;
function nlpPipelines() {
  if (!pipelines) {
    const require = createRequire(import.meta.url);
    const winkNLP = require('wink-nlp') as typeof winkNLPType;
    pipelines = {
      nlp: require('compromise') as typeof nlpType,
      wink: winkNLP(require('wink-eng-lite-web-model')),
    };
  }
  return pipelines;
}
const WINK_TYPES: Partial<Record<string, EntityType>> = {
  DATE: 'dates',
  MONEY: 'money',
  EMAIL: 'emails',
  URL: 'urls',
};

// Quantifiers are bounded so a hostile run of letters cannot make a match attempt scan the whole text.
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,8}/gu;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`]{1,2048}/giu;
const OVERLONG_TOKEN = new RegExp(`\\S{${MAX_TOKEN_CHARS + 1},}`, 'g');
const SYMBOL_RUN = new RegExp(`[^\\p{L}\\p{N}\\s]{${MAX_SYMBOL_RUN + 1},}`, 'gu');
const KEEP_DOT = /(?:^|\s)(?:inc|ltd|co|corp|jr|sr|st|dr|mr|mrs|ms|\p{L})\.$/iu;

function compromiseChunks(text: string): string[] {
  const chunks: string[] = [];
  let pieces: string[] = [];
  let words = 0;
  for (const sentence of splitSentences(text)) {
    const tokens = sentence.split(' ');
    for (let start = 0; start < tokens.length; start += PIECE_WORDS) {
      const piece = tokens.slice(start, start + PIECE_WORDS);
      if (words + piece.length > CHUNK_WORDS && pieces.length) {
        chunks.push(pieces.join('\n'));
        pieces = [];
        words = 0;
      }
      pieces.push(piece.join(' '));
      words += piece.length;
    }
  }
  if (pieces.length) chunks.push(pieces.join('\n'));
  return chunks;
}

/** Strips what tokenisers leave around a name: quotes, brackets, possessive 's, sentence punctuation. */
function cleanName(value: string): string {
  let cleaned = value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'‘“([{]+|["'’”)\]}]+$/g, '');
  cleaned = cleaned.replace(/['’]s$/i, '').replace(/[,;:!?]+$/, '');
  if (cleaned.endsWith('.') && !KEEP_DOT.test(cleaned)) cleaned = cleaned.slice(0, -1);
  return cleaned.trim();
}

const cleanUrl = (value: string) => value.replace(/[.,;:!?'")\]}>]+$/, '');
const cleanEmail = (value: string) => value.replace(/^[._%+-]+|[.-]+$/g, '').toLowerCase();

class EntityCollector {
  private readonly seen = Object.fromEntries(ENTITY_TYPES.map((type) => [type, new Set<string>()])) as Record<
    EntityType,
    Set<string>
  >;
  readonly entities = Object.fromEntries(ENTITY_TYPES.map((type) => [type, [] as string[]])) as Entities;

  /** Keeps the first spelling of each value (case-insensitive), up to the per-type cap. */
  add(type: EntityType, value: string): void {
    const key = value.toLowerCase();
    if (value.length < 2 || this.seen[type].has(key) || this.entities[type].length >= MAX_VALUES_PER_TYPE)
      return;
    this.seen[type].add(key);
    this.entities[type].push(value);
  }
}

/**
 * Named entities by type: people, places and organizations from compromise (first NAME_SCAN_CHARS); dates and money from
 * wink-nlp; emails and urls from our regexes first, then whatever wink-nlp still finds in the
 * cleaned view (bare domains such as "example.org").
 */
export function extractEntities(text: string): Entities {
  const { nlp, wink } = nlpPipelines();
  const collector = new EntityCollector();
  for (const [match] of text.matchAll(EMAIL)) collector.add('emails', cleanEmail(match));
  for (const [match] of text.matchAll(URL)) collector.add('urls', cleanUrl(match));
  const view = text
    .replace(URL, ' ')
    .replace(EMAIL, ' ')
    .replace(OVERLONG_TOKEN, ' ')
    .replace(SYMBOL_RUN, (run) => run.slice(0, MAX_SYMBOL_RUN));
  for (const chunk of compromiseChunks(view.slice(0, NAME_SCAN_CHARS))) {
    const doc = nlp(chunk);
    for (const value of doc.people().out('array') as string[]) collector.add('people', cleanName(value));
    for (const value of doc.places().out('array') as string[]) collector.add('places', cleanName(value));
    for (const value of doc.organizations().out('array') as string[])
      collector.add('organizations', cleanName(value));
  }
  const detected = wink.readDoc(view).entities().out(wink.its.detail) as unknown as Array<{
    value: string;
    type: string;
  }>;
  for (const { value, type } of detected) {
    const target = WINK_TYPES[type];
    if (target === 'urls') collector.add(target, cleanUrl(value));
    else if (target === 'emails') collector.add(target, cleanEmail(value));
    else if (target) collector.add(target, cleanName(value));
  }
  return collector.entities;
}
