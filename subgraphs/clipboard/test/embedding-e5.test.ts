import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturePipeline } from '../src/capture/capture-pipeline.js';
import { E5_MODEL_ID, projectE5 } from '../src/embedding/e5-embedder.js';
import { createEmbedder, HASH_MODEL_ID, type AsyncEmbedder } from '../src/embedding/embedder.js';
import { normaliseInPlace, projectionMatrix } from '../src/embedding/random-projection.js';
import { WordPieceTokenizer } from '../src/embedding/wordpiece-tokenizer.js';
import { EmbedderUnavailableError } from '../src/errors.js';
import { semanticIndexFor, semanticSearch } from '../src/search/semantic.js';
import { SettingsRepository } from '../src/store/settings.repository.js';
import { VectorsRepository } from '../src/store/vectors.repository.js';
import { CliHarness } from './cli-harness.js';
import { FIXTURE_PIECES, fixtureTable, fixtureTokenizer, writeFixtureModelDir } from './onnx-fixture.js';
import { tempDatabase } from './store-fixture.js';

const root = mkdtempSync(join(tmpdir(), 'mfm-e5-'));
const modelDir = writeFixtureModelDir(join(root, 'e5'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, v, i) => sum + v * b[i], 0);
const e5 = (dir = modelDir) => createEmbedder('e5-small', { e5ModelDir: dir }) as AsyncEmbedder;
const tokenizer = () => WordPieceTokenizer.fromFile(join(modelDir, 'tokenizer.json'));

/** A model folder from the fixture with one file replaced or removed. */
function variant(name: string, change: (dir: string) => void): string {
  const dir = join(root, name);
  cpSync(modelDir, dir, { recursive: true });
  change(dir);
  return dir;
}

describe('WordPiece tokenizer (tokenizer.json, BERT format)', () => {
  it('lowercases, strips accents, isolates punctuation and CJK characters', () => {
    expect(tokenizer().tokenize('Café, RÉSUMÉ!\tthe\u0000 中文')).toEqual([
      'cafe',
      ',',
      'resume',
      '!',
      'the',
      '中',
      '文',
    ]);
  });

  it('splits words greedily into pieces and maps unknown words to [UNK]', () => {
    expect(tokenizer().tokenize('unaffable pooling cookies zebra')).toEqual([
      'un',
      '##aff',
      '##able',
      'pool',
      '##ing',
      'cookie',
      '##s',
      '[UNK]',
    ]);
    expect(tokenizer().tokenize('a'.repeat(101))).toEqual(['[UNK]']);
  });

  it('wraps the ids in [CLS] … [SEP] and truncates to 512 ids', () => {
    const { vocab } = fixtureTokenizer(FIXTURE_PIECES);
    expect(tokenizer().encode('query: postgres').ids).toEqual([
      vocab['[CLS]'],
      vocab.query,
      vocab[':'],
      vocab.postgres,
      vocab['[SEP]'],
    ]);
    const long = tokenizer().encode('postgres '.repeat(2000));
    expect(long.ids).toHaveLength(512);
    expect(long.ids[0]).toBe(vocab['[CLS]']);
    expect(long.ids[511]).toBe(vocab['[SEP]']);
  });
});

describe('e5-small embedder (a tiny real ONNX model)', () => {
  it('gives 128 unit-length dimensions', async () => {
    const v = await e5().embed('postgres connection pooling', 'passage');
    expect(v).toHaveLength(128);
    expect(dot(v, v)).toBeCloseTo(1, 5);
  });

  it('is deterministic across embedder instances and sessions', async () => {
    const copy = variant('copy', () => undefined);
    const a = await e5().embed('chocolate chip cookies', 'passage');
    const b = await e5(copy).embed('chocolate chip cookies', 'passage');
    expect(Array.from(b)).toEqual(Array.from(a));
  });

  it('places a paraphrase sharing tokens closer than an unrelated text', async () => {
    const embedder = e5();
    const query = await embedder.embed('postgres connection pool settings', 'query');
    const paraphrase = await embedder.embed(
      'the settings for a postgres connection pooling server',
      'passage',
    );
    const unrelated = await embedder.embed('bake chocolate chip cookies with butter and sugar', 'passage');
    expect(dot(query, paraphrase)).toBeGreaterThan(dot(query, unrelated) + 0.2);
  });

  it('embeds "query: " / "passage: " + text: mean of the token states, normalised, projected to 128', async () => {
    const text = 'Postgres timeout';
    const { ids } = tokenizer().encode(`query: ${text}`);
    const table = fixtureTable(Object.keys(fixtureTokenizer(FIXTURE_PIECES).vocab).length);
    const mean = new Float32Array(384);
    for (const id of ids) for (let j = 0; j < 384; j++) mean[j] += table[id * 384 + j] / ids.length;
    const expected = projectE5(normaliseInPlace(mean));
    const asQuery = await e5().embed(text, 'query');
    asQuery.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 5));
    expect(dot(asQuery, await e5().embed(text, 'passage'))).toBeLessThan(0.999);
  });

  it('reads only the head of a long text (512 tokens)', async () => {
    const head = 'postgres '.repeat(600);
    expect(Array.from(await e5().embed(`${head} chocolate cookie`, 'passage'))).toEqual(
      Array.from(await e5().embed(head, 'passage')),
    );
  });

  it('feeds only the inputs the model declares (exports without token_type_ids)', async () => {
    const dir = join(root, 'no-token-types');
    writeFixtureModelDir(dir, { extraInputs: ['attention_mask'] });
    expect(Array.from(await e5(dir).embed('database server', 'query'))).toEqual(
      Array.from(await e5().embed('database server', 'query')),
    );
  });

  it('projects with a fixed seed forever (stored vectors stay comparable)', () => {
    const matrix = projectionMatrix(384, 128);
    expect(Array.from(matrix.slice(0, 3)).map((v) => v.toFixed(6))).toEqual(PINNED_PROJECTION);
    expect(Array.from(projectionMatrix(384, 128))).toEqual(Array.from(matrix));
  });
});

const PINNED_PROJECTION = ['0.968961', '0.872609', '0.617478'];

describe('e5-small errors name the fix', () => {
  const unavailable = async (dir: string, pattern: RegExp) => {
    const attempt = async () => e5(dir).embed('x', 'query');
    await expect(attempt()).rejects.toThrow(EmbedderUnavailableError);
    await expect(attempt()).rejects.toThrow(pattern);
  };

  it('no folder configured, folder missing, files missing', async () => {
    await unavailable('', /mfm config --set e5_model_dir/);
    await unavailable(join(root, 'nowhere'), /does not exist; fix e5_model_dir/);
    await unavailable(
      variant('no-model', (d) => rmSync(join(d, 'model.onnx'))),
      /lacks model\.onnx; put the e5-small ONNX export/,
    );
  });

  it('tokenizer.json not JSON, not WordPiece, or without its special tokens', async () => {
    await unavailable(
      variant('tok-junk', (d) => writeFileSync(join(d, 'tokenizer.json'), '{oops')),
      /tokenizer\.json is not readable JSON/,
    );
    const edit = (name: string, change: (json: any) => void) =>
      variant(name, (d) => {
        const json = JSON.parse(readFileSync(join(d, 'tokenizer.json'), 'utf8'));
        change(json);
        writeFileSync(join(d, 'tokenizer.json'), JSON.stringify(json));
      });
    await unavailable(
      edit('tok-bpe', (j) => (j.model.type = 'BPE')),
      /not a BERT WordPiece tokenizer \(model\.type: .*\)/,
    );
    await unavailable(
      edit('tok-norm', (j) => (j.normalizer = null)),
      /\(normalizer: /,
    );
    await unavailable(
      edit('tok-cls', (j) => delete j.model.vocab['[UNK]']),
      /model\.unk_token "\[UNK\]" is not in model\.vocab/,
    );
  });

  it('a model ONNX Runtime cannot load, or whose inputs or outputs are not e5-small', async () => {
    await unavailable(
      variant('onnx-junk', (d) => writeFileSync(join(d, 'model.onnx'), 'not a model')),
      /ONNX Runtime cannot load .*model\.onnx/,
    );
    const wrongOutput = join(root, 'wrong-output');
    writeFixtureModelDir(wrongOutput, { outputName: 'pooler_output' });
    await unavailable(wrongOutput, /outputs pooler_output, not last_hidden_state/);
    const extraInput = join(root, 'extra-input');
    writeFixtureModelDir(extraInput, { extraInputs: ['attention_mask', 'position_ids'] });
    await unavailable(extraInput, /inputs input_ids, attention_mask, position_ids; e5_model_dir must hold/);
  });
});

describe('vectors per mode in the store', () => {
  const fixture = tempDatabase();
  afterAll(() => fixture.dispose());
  const texts = [
    'postgres connection pooling settings',
    'bake chocolate chip cookies',
    'database server timeout',
  ];

  it('computes missing e5 vectors once, keeps the hash ones, and compares only vectors of the active mode', async () => {
    const pipeline = new CapturePipeline(fixture.db);
    for (const text of texts) await pipeline.capture({ text });
    const vectors = new VectorsRepository(fixture.db);
    expect(vectors.countsByModel()).toEqual({ [HASH_MODEL_ID]: 3 });

    const settings = new SettingsRepository(fixture.db);
    settings.set('e5_model_dir', modelDir);
    settings.set('embedder', 'e5-small');
    // Two concurrent searches (serve) on a cold index: each clip is embedded and indexed once.
    const [hits] = await Promise.all([
      semanticSearch(fixture.db, e5(), 'postgres pool', { limit: 3 }),
      semanticSearch(fixture.db, e5(), 'cookies', { limit: 3 }),
    ]);
    expect(hits[0].clip.id).toBe(1);
    expect((await semanticIndexFor(fixture.db, e5())).count).toBe(3);
    expect(vectors.countsByModel()).toEqual({ [HASH_MODEL_ID]: 3, [E5_MODEL_ID]: 3 });

    // A new pipeline, as a new `mfm capture` process would be: it reads the settings changed above.
    await new CapturePipeline(fixture.db).capture({ text: 'chocolate cookie recipe' });
    expect(vectors.countsByModel()).toEqual({ [HASH_MODEL_ID]: 3, [E5_MODEL_ID]: 4 });
    const hash = createEmbedder('hash');
    expect((await semanticSearch(fixture.db, hash, 'chocolate cookie recipe', { limit: 1 }))[0].clip.id).toBe(
      4,
    );
    expect(vectors.countsByModel()).toEqual({ [HASH_MODEL_ID]: 4, [E5_MODEL_ID]: 4 });
  });
});

describe('mfm with embedder e5-small (CLI bundle)', () => {
  const cli = new CliHarness();
  const cliModelDir = join(cli.home, 'models', 'e5');
  beforeAll(async () => {
    await cli.build();
    mkdirSync(cliModelDir, { recursive: true });
    cpSync(modelDir, cliModelDir, { recursive: true });
  });
  afterAll(() => cli.cleanup());

  it('refuses e5-small until e5_model_dir is set, then captures and searches with it', () => {
    const refused = cli.run(['config', '--set', 'embedder', 'e5-small']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/e5_model_dir/);
    expect(cli.run(['config', '--set', 'e5_model_dir', cliModelDir]).code).toBe(0);
    expect(cli.run(['config', '--set', 'embedder', 'e5-small']).code).toBe(0);

    const ids = [
      'postgres connection pooling settings',
      'bake chocolate chip cookies',
      'database server timeout',
    ].map((t) => cli.capture(t).id);
    expect(cli.json(['semantic-search', 'postgres', 'pool', 'settings']).items[0].id).toBe(ids[0]);
    expect(cli.json(['stats']).vectors).toEqual({ [E5_MODEL_ID]: 3 });

    expect(cli.run(['config', '--set', 'embedder', 'hash']).code).toBe(0);
    expect(cli.json(['semantic-search', 'chocolate', 'cookies']).items[0].id).toBe(ids[1]);
    expect(cli.json(['stats']).vectors).toEqual({ [E5_MODEL_ID]: 3, [HASH_MODEL_ID]: 3 });
  });

  it('keeps ONNX Runtime out of the `mfm search` bundle', () => {
    expect(readFileSync((cli as unknown as { bundle: string }).bundle, 'utf8')).not.toContain('onnxruntime');
  });
});
