import { readFileSync } from 'node:fs';
import { EmbedderUnavailableError } from '../errors.js';
import { describeTokenizerProblem, tokenizerFile, type TokenizerFile } from './tokenizer-format.js';

/** BERT's position table has 512 rows: longer inputs are cut (the head of a clip carries its topic). */
export const MAX_TOKENS = 512;

const CONTROL = /\p{C}/u;
const WHITESPACE = /\s/u;
const PUNCTUATION = /\p{P}/u;
const COMBINING_MARKS = /\p{Mn}/gu;

/** The CJK Unified Ideograph blocks BERT splits into one token per character. */
function isChinese(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x20000 && code <= 0x2a6df) ||
    (code >= 0x2a700 && code <= 0x2b73f) ||
    (code >= 0x2b740 && code <= 0x2b81f) ||
    (code >= 0x2b820 && code <= 0x2ceaf) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0x2f800 && code <= 0x2fa1f)
  );
}

/** ASCII symbols ($, +, ^, `…) count as punctuation for BERT although Unicode files some as symbols. */
function isPunctuation(char: string, code: number): boolean {
  return (
    (code >= 33 && code <= 47) ||
    (code >= 58 && code <= 64) ||
    (code >= 91 && code <= 96) ||
    (code >= 123 && code <= 126) ||
    PUNCTUATION.test(char)
  );
}

/**
 * The Hugging Face tokenizers pipeline of a BERT WordPiece tokenizer.json, as e5-small-v2 ships it:
 * BertNormalizer, BertPreTokenizer, greedy longest-match WordPiece, then the [CLS] … [SEP] template.
 */
export class WordPieceTokenizer {
  private readonly vocab: Map<string, number>;
  private readonly unkId: number;
  private readonly before: number[];
  private readonly after: number[];

  constructor(private readonly config: TokenizerFile) {
    this.vocab = new Map(Object.entries(config.model.vocab));
    this.unkId = this.idOf(config.model.unk_token, 'model.unk_token');
    const { single, special_tokens: specials } = config.post_processor;
    const at = single.findIndex((item) => 'Sequence' in item);
    const ids = (items: typeof single) =>
      items.map((item) => {
        const token = 'SpecialToken' in item ? item.SpecialToken.id : '';
        return specials[token]?.ids[0] ?? this.idOf(token, `post_processor special token ${token}`);
      });
    this.before = ids(single.slice(0, at));
    this.after = ids(single.slice(at + 1));
  }

  /** Reads and validates tokenizer.json; every problem is an EmbedderUnavailableError naming the file and field. */
  static fromFile(path: string): WordPieceTokenizer {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new EmbedderUnavailableError(
        `embedder e5-small: ${path} is not readable JSON (${(error as Error).message}); use the tokenizer.json of the e5-small export`,
      );
    }
    const parsed = tokenizerFile.safeParse(raw);
    if (!parsed.success) {
      throw new EmbedderUnavailableError(
        `embedder e5-small: ${path} is not a BERT WordPiece tokenizer (${describeTokenizerProblem(parsed.error)}); use the tokenizer.json of the e5-small export`,
      );
    }
    try {
      return new WordPieceTokenizer(parsed.data);
    } catch (error) {
      throw new EmbedderUnavailableError(`embedder e5-small: ${path}: ${(error as Error).message}`);
    }
  }

  /** Word pieces of `text`, without special tokens or truncation. */
  tokenize(text: string): string[] {
    const tokens: string[] = [];
    for (const word of this.words(text)) for (const piece of this.pieces(word)) tokens.push(piece);
    return tokens;
  }

  /** Model input ids: the template's specials around the text's pieces, `maxLength` ids at most. */
  encode(text: string, maxLength = MAX_TOKENS): { ids: number[]; tokens: string[] } {
    const room = maxLength - this.before.length - this.after.length;
    const tokens: string[] = [];
    // Stops at the first `room` pieces, so a huge clip costs no more than its head.
    outer: for (const word of this.words(text)) {
      for (const piece of this.pieces(word)) {
        if (tokens.length >= room) break outer;
        tokens.push(piece);
      }
    }
    const ids = [...this.before, ...tokens.map((t) => this.vocab.get(t) ?? this.unkId), ...this.after];
    return { ids, tokens };
  }

  private idOf(token: string, what: string): number {
    const id = this.vocab.get(token);
    if (id === undefined) throw new Error(`${what} ${JSON.stringify(token)} is not in model.vocab`);
    return id;
  }

  /** BertNormalizer then BertPreTokenizer: words split on whitespace, each punctuation mark alone. */
  private *words(text: string): Generator<string> {
    const {
      clean_text: clean,
      handle_chinese_chars: chinese,
      lowercase,
      strip_accents: strip,
    } = this.config.normalizer;
    let normalised = '';
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (clean && (code === 0 || code === 0xfffd || (CONTROL.test(char) && !WHITESPACE.test(char))))
        continue;
      if (clean && WHITESPACE.test(char)) normalised += ' ';
      else if (chinese && isChinese(code)) normalised += ` ${char} `;
      else normalised += char;
    }
    if (strip ?? lowercase) normalised = normalised.normalize('NFD').replace(COMBINING_MARKS, '');
    if (lowercase) normalised = normalised.toLowerCase();
    let word = '';
    for (const char of normalised) {
      const code = char.codePointAt(0)!;
      if (WHITESPACE.test(char)) {
        if (word) yield word;
        word = '';
      } else if (isPunctuation(char, code)) {
        if (word) yield word;
        word = '';
        yield char;
      } else word += char;
    }
    if (word) yield word;
  }

  /** Greedy longest-match-first WordPiece; a word with any unmatched part becomes the unknown token. */
  private pieces(word: string): string[] {
    const {
      unk_token: unk,
      continuing_subword_prefix: prefix,
      max_input_chars_per_word: maxChars,
    } = this.config.model;
    const chars = Array.from(word);
    if (chars.length > maxChars) return [unk];
    const out: string[] = [];
    let start = 0;
    while (start < chars.length) {
      let end = chars.length;
      let match = '';
      while (start < end) {
        const candidate = (start > 0 ? prefix : '') + chars.slice(start, end).join('');
        if (this.vocab.has(candidate)) {
          match = candidate;
          break;
        }
        end--;
      }
      if (!match) return [unk];
      out.push(match);
      start = end;
    }
    return out;
  }
}
