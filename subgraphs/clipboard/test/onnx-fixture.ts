// A tiny but real e5-shaped model folder for tests: no e5 weights can be downloaded here, so the ONNX
// ModelProto is hand-encoded with a minimal protobuf writer (field numbers from onnx/onnx.proto3).
// The graph is one Gather: each token id picks a row of a deterministic [V, 384] table, so
// last_hidden_state has the real model's name, type and shape, and texts sharing tokens share rows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const HIDDEN = 384;
const FLOAT = 1;
const INT64 = 7;

function varint(value: number): number[] {
  const out: number[] = [];
  let v = BigInt(value);
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out.push(byte);
  } while (v > 0n);
  return out;
}

/** Wire type 0 (varint) field. */
const int = (field: number, value: number): Buffer =>
  Buffer.from([...varint((field << 3) | 0), ...varint(value)]);
/** Wire type 2 (length-delimited) field: strings, bytes and nested messages. */
function bytes(field: number, value: Buffer | string): Buffer {
  const payload = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  return Buffer.concat([Buffer.from([...varint((field << 3) | 2), ...varint(payload.length)]), payload]);
}
const message = (field: number, ...parts: Buffer[]): Buffer => bytes(field, Buffer.concat(parts));

/** ValueInfoProto: name + TypeProto.tensor_type { elem_type, shape { dim { dim_value | dim_param } } }. */
function valueInfo(field: number, name: string, elemType: number, dims: Array<number | string>): Buffer {
  const shape = dims.map((d) => message(1, typeof d === 'number' ? int(1, d) : bytes(2, d)));
  return message(field, bytes(1, name), message(2, message(1, int(1, elemType), message(2, ...shape))));
}

export interface FixtureModelOptions {
  /** Graph inputs besides input_ids; a real export has both, some exports lack token_type_ids. */
  extraInputs?: string[];
  /** Name of the graph output (a wrong one shows the embedder's check). */
  outputName?: string;
}

/** The model's [V, 384] table (a small LCG, values in [-1, 1)): every token gets its own direction. */
export function fixtureTable(vocabSize: number): Float32Array {
  const table = new Float32Array(vocabSize * HIDDEN);
  let state = 12345;
  for (let i = 0; i < table.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    table[i] = state / 2 ** 31 - 1;
  }
  return table;
}

/** The bytes of model.onnx for a vocabulary of `vocabSize` tokens. */
export function fixtureModel(vocabSize: number, options: FixtureModelOptions = {}): Buffer {
  const extra = options.extraInputs ?? ['attention_mask', 'token_type_ids'];
  const outputName = options.outputName ?? 'last_hidden_state';
  const table = fixtureTable(vocabSize);
  const initializer = message(
    5,
    int(1, vocabSize),
    int(1, HIDDEN),
    int(2, FLOAT),
    bytes(8, 'E'),
    bytes(9, Buffer.from(table.buffer)),
  );
  const gather = message(
    1,
    bytes(1, 'E'),
    bytes(1, 'input_ids'),
    bytes(2, outputName),
    bytes(3, 'gather'),
    bytes(4, 'Gather'),
  );
  // Unused inputs stay graph inputs in ONNX Runtime; they are fed like a real model's.
  const inputs = [
    valueInfo(11, 'input_ids', INT64, [1, 'seq']),
    ...extra.map((name) => valueInfo(11, name, INT64, [1, 'seq'])),
  ];
  const graph = Buffer.concat([
    gather,
    bytes(2, 'e5-fixture'),
    initializer,
    ...inputs,
    valueInfo(12, outputName, FLOAT, [1, 'seq', HIDDEN]),
  ]);
  return Buffer.concat([
    int(1, 8),
    bytes(2, 'mfm-test'),
    message(7, graph),
    message(8, bytes(1, ''), int(2, 13)),
  ]);
}

/** A BERT WordPiece tokenizer.json in Hugging Face format, with the given word pieces after the specials. */
export function fixtureTokenizer(pieces: string[]): {
  json: Record<string, unknown>;
  vocab: Record<string, number>;
} {
  const vocab: Record<string, number> = {};
  for (const token of ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]', ...pieces])
    vocab[token] ??= Object.keys(vocab).length;
  const special = (token: string) => ({ id: token, ids: [vocab[token]], tokens: [token] });
  const json = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [],
    normalizer: {
      type: 'BertNormalizer',
      clean_text: true,
      handle_chinese_chars: true,
      strip_accents: null,
      lowercase: true,
    },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [],
      special_tokens: { '[CLS]': special('[CLS]'), '[SEP]': special('[SEP]') },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab,
    },
  };
  return { json, vocab };
}

/** The vocabulary the tests use: e5's prefixes, punctuation, a few words and subwords. */
export const FIXTURE_PIECES = [
  'query',
  'passage',
  ':',
  '.',
  ',',
  '!',
  '?',
  '-',
  'postgres',
  'connection',
  'pool',
  '##ing',
  'database',
  'server',
  'timeout',
  'settings',
  'chocolate',
  'chip',
  'cookie',
  '##s',
  'recipe',
  'bake',
  'oven',
  'butter',
  'sugar',
  'the',
  'a',
  'for',
  'and',
  'of',
  'with',
  'to',
  'cafe',
  'resume',
  'un',
  '##aff',
  '##able',
  '中',
  '文',
];

/** Writes model.onnx and tokenizer.json into `dir` (created) and returns it. */
export function writeFixtureModelDir(dir: string, options: FixtureModelOptions = {}): string {
  mkdirSync(dir, { recursive: true });
  const { json, vocab } = fixtureTokenizer(FIXTURE_PIECES);
  writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(json));
  writeFileSync(join(dir, 'model.onnx'), fixtureModel(Object.keys(vocab).length, options));
  return dir;
}
