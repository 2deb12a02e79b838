import { assertE5Available, E5_MODEL_ID } from './e5-embedder.js';
import { EMBEDDING_DIM, HASH_MODEL_ID, hashEmbed } from './hash-embedder.js';

export type EmbedderName = 'hash' | 'e5-small';

export interface Embedder {
  /** Value stored in clip_vectors.model; vectors are only compared with vectors of the same model. */
  modelId: string;
  dim: number;
  embed(text: string): Float32Array;
}

const hashEmbedder: Embedder = { modelId: HASH_MODEL_ID, dim: EMBEDDING_DIM, embed: hashEmbed };

export function createEmbedder(name: EmbedderName, options: { e5ModelDir?: string } = {}): Embedder {
  if (name === 'hash') return hashEmbedder;
  assertE5Available(options.e5ModelDir ?? '');
}

export { E5_MODEL_ID, HASH_MODEL_ID };
