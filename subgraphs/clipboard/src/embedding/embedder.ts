import { createE5Embedder } from './e5-embedder.js';
import { EMBEDDING_DIM, HASH_MODEL_ID, hashEmbed } from './hash-embedder.js';

export type EmbedderName = 'hash' | 'e5-small';

/**
 * What a text is embedded as. e5 was trained with "query: " / "passage: " prefixes and scores best
 * when searches and stored clips carry them; the hash embedder ignores the role.
 */
export type EmbedRole = 'query' | 'passage';

interface EmbedderInfo {
  /** Value stored in clip_embeddings.model; vectors are only compared with vectors of the same model. */
  readonly modelId: string;
  readonly dim: number;
}

/** Pure computation (hash): callers in tight loops use it without awaiting. */
export interface SyncEmbedder extends EmbedderInfo {
  readonly sync: true;
  embed(text: string, role: EmbedRole): Float32Array;
}

/** Model-based (e5-small): ONNX Runtime Web only runs asynchronously. */
export interface AsyncEmbedder extends EmbedderInfo {
  readonly sync: false;
  embed(text: string, role: EmbedRole): Promise<Float32Array>;
}

export type Embedder = SyncEmbedder | AsyncEmbedder;

const hashEmbedder: SyncEmbedder = {
  modelId: HASH_MODEL_ID,
  dim: EMBEDDING_DIM,
  sync: true,
  embed: (text) => hashEmbed(text),
};

/** e5-small without a usable model folder throws a clear EmbedderUnavailableError (never a silent fallback). */
export function createEmbedder(name: 'hash'): SyncEmbedder;
export function createEmbedder(name: EmbedderName, options?: { e5ModelDir?: string }): Embedder;
export function createEmbedder(name: EmbedderName, options: { e5ModelDir?: string } = {}): Embedder {
  if (name === 'hash') return hashEmbedder;
  return createE5Embedder(options.e5ModelDir ?? '');
}

export { HASH_MODEL_ID };
export { E5_MODEL_ID } from './e5-embedder.js';
