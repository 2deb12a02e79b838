import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EmbedderUnavailableError } from '../errors.js';
import type { AsyncEmbedder, EmbedRole } from './embedder.js';
import { EMBEDDING_DIM } from './hash-embedder.js';
import { HIDDEN_SIZE, openE5Session, type E5Session, type HiddenStates } from './onnx-session.js';
import { normaliseInPlace, projectionMatrix, projectNormalised } from './random-projection.js';
import { WordPieceTokenizer } from './wordpiece-tokenizer.js';

/**
 * Stored in clip_embeddings.model: e5-small mean-pooled, projected to 128 dimensions with the seeded
 * matrix of random-projection.ts. A new projection or pooling needs a new id, never a reuse of this one.
 */
export const E5_MODEL_ID = 'e5-small-rp128-v1';
export const MODEL_FILE = 'model.onnx';
export const TOKENIZER_FILE = 'tokenizer.json';

// Per process and file version: `serve` asks for the configured embedder on every request, and the
// session (hundreds of ms to create) must be created once. A failed load is not kept, so a fixed
// folder works without a restart.
const tokenizers = new Map<string, WordPieceTokenizer>();
const sessions = new Map<string, Promise<E5Session>>();
let projection: Float32Array | undefined;

const fileKey = (path: string) => {
  const { mtimeMs, size } = statSync(path);
  return `${path}\u0000${mtimeMs}\u0000${size}`;
};

/** Throws the EmbedderUnavailableError that says what to do when the folder cannot be used. */
function checkModelDir(modelDir: string): void {
  if (!modelDir) {
    throw new EmbedderUnavailableError(
      'embedder e5-small needs a local model folder: set it with `mfm config --set e5_model_dir /path/to/e5-small` ' +
        `(a folder holding ${MODEL_FILE} and ${TOKENIZER_FILE}); the default embedder \`hash\` needs nothing`,
    );
  }
  if (!existsSync(modelDir) || !statSync(modelDir).isDirectory()) {
    throw new EmbedderUnavailableError(
      `embedder e5-small: model folder ${modelDir} does not exist; fix e5_model_dir (\`mfm config --set e5_model_dir DIR\`)`,
    );
  }
  const missing = [MODEL_FILE, TOKENIZER_FILE].filter((f) => !existsSync(join(modelDir, f)));
  if (missing.length) {
    throw new EmbedderUnavailableError(
      `embedder e5-small: ${modelDir} lacks ${missing.join(', ')}; put the e5-small ONNX export (${MODEL_FILE}, ${TOKENIZER_FILE}) there`,
    );
  }
}

function tokenizerFor(path: string): WordPieceTokenizer {
  const key = fileKey(path);
  let tokenizer = tokenizers.get(key);
  if (!tokenizer) {
    tokenizer = WordPieceTokenizer.fromFile(path);
    tokenizers.set(key, tokenizer);
  }
  return tokenizer;
}

function sessionFor(path: string): Promise<E5Session> {
  const key = fileKey(path);
  let session = sessions.get(key);
  if (!session) {
    session = openE5Session(path);
    sessions.set(key, session);
    session.catch(() => sessions.delete(key));
  }
  return session;
}

/** Mean of the token states (one unpadded text: every token is attended to), L2-normalised. */
function meanPool({ data, seq }: HiddenStates): Float32Array {
  const pooled = new Float32Array(HIDDEN_SIZE);
  for (let t = 0; t < seq; t++) {
    const base = t * HIDDEN_SIZE;
    for (let j = 0; j < HIDDEN_SIZE; j++) pooled[j] += data[base + j];
  }
  for (let j = 0; j < HIDDEN_SIZE; j++) pooled[j] /= seq;
  return normaliseInPlace(pooled);
}

/** 384-d e5 sentence vector → the spec's 128 dimensions, unit length. */
export function projectE5(vector: Float32Array): Float32Array {
  projection ??= projectionMatrix(HIDDEN_SIZE, EMBEDDING_DIM);
  return projectNormalised(projection, vector, EMBEDDING_DIM);
}

/** e5 is trained on "query: …" for searches and "passage: …" for the texts searched. */
export const e5Input = (text: string, role: EmbedRole): string => `${role}: ${text}`;

/**
 * What `mfm config --set embedder e5-small` checks before switching: the folder, its files and the
 * tokenizer. The model itself is checked when first run (that needs the ONNX runtime, which config does not load).
 */
export function assertE5Available(modelDir: string): void {
  checkModelDir(modelDir);
  tokenizerFor(join(modelDir, TOKENIZER_FILE));
}

/**
 * Checks the folder and reads the tokenizer now (clear errors up front); the ONNX session is created on
 * the first embed, once per process.
 */
export function createE5Embedder(modelDir: string): AsyncEmbedder {
  checkModelDir(modelDir);
  const tokenizer = tokenizerFor(join(modelDir, TOKENIZER_FILE));
  const modelPath = join(modelDir, MODEL_FILE);
  return {
    modelId: E5_MODEL_ID,
    dim: EMBEDDING_DIM,
    sync: false,
    async embed(text, role) {
      const session = await sessionFor(modelPath);
      const { ids } = tokenizer.encode(e5Input(text, role));
      return projectE5(meanPool(await session.run(ids)));
    },
  };
}
