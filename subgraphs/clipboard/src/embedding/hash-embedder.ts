// The default embedder: 128 buckets of signed character 3- and 4-gram counts, L2-normalised.
// Deterministic across runs and machines (FNV-1a, not a seeded runtime hash), so stored vectors stay
// comparable with vectors computed later. Texts sharing spelling fragments land close together.

export const EMBEDDING_DIM = 128;
/** Stored in clip_vectors.model. Distinct from the existing tool's 'hash' (a per-process seeded word hash). */
export const HASH_MODEL_ID = 'hash-ngram-v1';
/** Only the head of very long clips is embedded: it bounds the cost and carries most of the topic. */
const MAX_CHARS = 8192;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function normalise(text: string): string {
  return ` ${text.slice(0, MAX_CHARS).toLowerCase().replace(/\s+/g, ' ').trim()} `;
}

function addGrams(codes: Uint16Array, n: number, out: Float32Array): void {
  for (let i = 0; i + n <= codes.length; i++) {
    let h = FNV_OFFSET ^ n;
    for (let k = 0; k < n; k++) {
      h ^= codes[i + k];
      h = Math.imul(h, FNV_PRIME);
    }
    // Low 7 bits pick the bucket, the next bit the sign: collisions then cancel on average instead of piling up.
    out[h & (EMBEDDING_DIM - 1)] += (h >>> 7) & 1 ? 1 : -1;
  }
}

export function hashEmbed(text: string): Float32Array {
  const out = new Float32Array(EMBEDDING_DIM);
  const normalised = normalise(text);
  if (normalised.trim().length === 0) return out;
  const codes = new Uint16Array(normalised.length);
  for (let i = 0; i < normalised.length; i++) codes[i] = normalised.charCodeAt(i);
  addGrams(codes, 3, out);
  addGrams(codes, 4, out);
  let norm = 0;
  for (let i = 0; i < EMBEDDING_DIM; i++) norm += out[i] * out[i];
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (let i = 0; i < EMBEDDING_DIM; i++) out[i] *= scale;
  }
  return out;
}
